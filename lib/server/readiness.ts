import "server-only";
import { sql } from "drizzle-orm";
import { getDatabase, type Database } from "@/lib/db/client";
import { logLine } from "./log";

export type Readiness = { ok: true } | { ok: false; reason: string };
type Probe = Readiness & { error?: string };

/** How long /readyz waits for the database before answering 503 (READYZ_TIMEOUT_MS). */
function timeoutMs(): number {
  const n = Number(process.env.READYZ_TIMEOUT_MS);
  return Number.isFinite(n) && n > 0 ? n : 2000;
}

const STATE_KEY = Symbol.for("commerce-payments.readiness");
type GlobalWithState = typeof globalThis & { [STATE_KEY]?: boolean };

/**
 * Readiness: one round trip (`SELECT 1`) through the pool the API uses, bounded in time. The
 * reason is coarse on purpose (the route is public: no host names or driver messages); the
 * driver's message goes to the log, once per change between ready and not ready, so that a load
 * balancer probing every second does not flood it.
 */
export async function checkReadiness(database: () => Promise<Database> = getDatabase, limitMs = timeoutMs()): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Probe>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, reason: `the database did not answer within ${limitMs} ms` }), limitMs);
  });
  const probe = (async (): Promise<Probe> => {
    let db: Database["db"];
    try {
      db = (await database()).db;
    } catch (error) {
      return { ok: false, reason: "the database cannot be opened", error: messageOf(error) };
    }
    try {
      await db.execute(sql`SELECT 1`);
      return { ok: true };
    } catch (error) {
      return { ok: false, reason: "the database is unreachable", error: messageOf(error) };
    }
  })();
  try {
    const { error, ...result } = await Promise.race([probe, timeout]);
    note(result, error);
    return result;
  } finally {
    clearTimeout(timer);
  }
}

function note(result: Readiness, error: string | undefined) {
  const g = globalThis as GlobalWithState;
  const was = g[STATE_KEY];
  if (was === result.ok) return;
  g[STATE_KEY] = result.ok;
  if (result.ok && was === undefined) return;
  if (result.ok) logLine({ level: "info", msg: "ready again" });
  else logLine({ level: "warn", msg: "not ready", reason: result.reason, error });
}

/** The driver's own message: drizzle wraps it in "Failed query: ..." with the original as cause. */
function messageOf(error: unknown): string {
  const e = error as Error & { cause?: Error };
  return e?.cause?.message || e?.message || String(error);
}
