/**
 * Runs every parameterised statement on a node-postgres connection as a named prepared statement,
 * one name per SQL text: PostgreSQL then parses and plans a statement once per connection instead
 * of on every call (the PGlite worker does the same). drizzle's SQL texts are parameterised, so
 * there are a few hundred; names stop being handed out at MAX_NAMES (later texts run unnamed).
 * Measured: PostgreSQL's CPU per customer create 0.47 -> 0.25 ms, per checkout create 1.10 -> 0.58
 * ms (docs/benchmarks.md). Off with DATABASE_PREPARED_STATEMENTS=0, e.g. behind a pooler that
 * cannot keep named statements (PgBouncer in transaction mode before 1.21).
 */
// A prepared statement holds about 30 KiB of each connection's memory in PostgreSQL: 500 names
// bound that to about 15 MiB per connection.
const MAX_NAMES = 500;
const names = new Map<string, string>();
let issued = 0;

type QueryFn = (config: unknown, values?: unknown, callback?: unknown) => unknown;
type Callback = (error: unknown, result?: unknown) => void;

function nameFor(text: string): string | undefined {
  let name = names.get(text);
  if (!name && issued < MAX_NAMES) names.set(text, (name = `cp_${++issued}`));
  return name;
}

/** A schema change under a named statement ("cached plan must not change result type"): its text gets a new name next time. */
function forgetOnStalePlan(text: string, error: unknown) {
  if ((error as { code?: string } | null)?.code === "0A000") names.delete(text);
}

export function nameStatements(client: { query: QueryFn }): void {
  const query = client.query;
  client.query = function (this: unknown, config: unknown, values?: unknown, callback?: unknown) {
    const c = config as { text?: unknown; name?: unknown; values?: unknown[]; submit?: unknown } | null;
    const hasValues = (Array.isArray(values) && values.length > 0) || (Array.isArray(c?.values) && c.values.length > 0);
    // A statement drizzle named itself (the prepared hot reads and locking reads) is named by its
    // text too, so that a stale plan gives it a new name like any other.
    if (!c || typeof c !== "object" || typeof c.text !== "string" || typeof c.submit === "function" || !hasValues) {
      return query.call(this, config, values, callback);
    }
    const text = c.text;
    const name = nameFor(text);
    if (!name) return query.call(this, config, values, callback);
    const named = { ...c, name };
    const cb = (typeof values === "function" ? values : callback) as Callback | undefined;
    if (cb) {
      const wrapped: Callback = (error, result) => {
        if (error) forgetOnStalePlan(text, error);
        cb(error, result);
      };
      return typeof values === "function" ? query.call(this, named, wrapped) : query.call(this, named, values, wrapped);
    }
    const result = query.call(this, named, values) as Promise<unknown>;
    result.catch((error: unknown) => forgetOnStalePlan(text, error)); // the caller still gets the rejection
    return result;
  } as QueryFn;
}
