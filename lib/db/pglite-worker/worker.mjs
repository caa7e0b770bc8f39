// The worker_threads side of lib/db/pglite-worker: owns the one PGlite instance of a data folder
// and runs the queries the request thread posts to it. Plain JavaScript on purpose: a worker is
// started from a file path, which must load in Node as is (next start, tsx scripts, vitest).
//
// Serialisation is PGlite's own: a query outside a transaction goes through `pg.query`, which
// waits for PGlite's transaction mutex, so it never runs inside another caller's open transaction
// (exactly as with PGlite on the request thread). A transaction is a `pg.transaction` callback
// kept open until the request thread posts commit or rollback; its queries run through that
// transaction's own handle. BEGIN travels with the transaction's first statement.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, parse, protocol } from "@electric-sql/pglite";

/** @type {PGlite} */
let pg;
/** @type {Promise<void>} */
let opened;
/** Open transactions by the id the request thread gave them. @type {Map<number, Promise<{ tx: any, finish: (commit: boolean) => void, done: Promise<unknown> }>>} */
const transactions = new Map();
const ROLLBACK = Symbol("rollback requested");

/** Query options for PGlite: the listed type OIDs stay raw text (the request thread applies any parser). */
const rawParsers = new Map();
function rawParsersFor(rawTypes) {
  const key = rawTypes.join(",");
  let entry = rawParsers.get(key);
  if (!entry) {
    const parsers = {};
    for (const oid of rawTypes) parsers[oid] = (value) => value;
    // PGlite merges a query's parsers into its full table ({ ...all, ...these }) on every call,
    // a copy of some 200 entries per statement; the prepared path uses this merge, made once.
    entry = { parsers, merged: { ...pg.parsers, ...parsers } };
    rawParsers.set(key, entry);
  }
  return entry;
}
function queryOptions(msg) {
  if (!msg.rawTypes?.length) return msg.options;
  return { ...msg.options, parsers: rawParsersFor(msg.rawTypes).parsers };
}

function plainResult(result) {
  // Results carry only cloneable values (rows, fields, affectedRows); drop anything else.
  const out = { rows: result.rows, fields: result.fields };
  if (result.affectedRows !== undefined) out.affectedRows = result.affectedRows;
  return out;
}

/** Errors cross the thread boundary as plain objects keeping PostgreSQL's fields (code, detail, constraint...). */
function serializeError(error) {
  const e = /** @type {any} */ (error);
  const out = { name: e?.name ?? "Error", message: e?.message ?? String(error), stack: e?.stack };
  if (e && typeof e === "object") {
    for (const [k, v] of Object.entries(e)) {
      if (k === "queryOptions" || k === "cause") continue;
      if (v === null || ["string", "number", "boolean"].includes(typeof v)) out[k] = v;
    }
  }
  return out;
}

/**
 * Opens transaction `id`: waits for PGlite's transaction lock, runs BEGIN and keeps the
 * `pg.transaction` callback pending until commit or rollback. Registered synchronously so that
 * later messages for the same transaction find it even while BEGIN is still waiting.
 */
function begin(id) {
  if (transactions.has(id)) throw new Error(`transaction ${id} is already open`);
  const opening = (async () => {
    await opened;
    let started;
    const ready = new Promise((resolve) => (started = resolve));
    const entry = { tx: undefined, finish: () => {}, done: Promise.resolve() };
    entry.done = pg.transaction(
      (tx) =>
        new Promise((resolve, reject) => {
          entry.tx = tx;
          entry.finish = (commit) => (commit ? resolve(undefined) : reject(ROLLBACK));
          started();
        }),
    );
    // Either BEGIN ran (the callback was called) or the transaction failed before it could.
    await Promise.race([ready, entry.done]);
    return entry;
  })();
  opening.catch(() => {}); // reported to whoever awaits it
  transactions.set(id, opening);
}

async function finish(id, commit) {
  const opening = transactions.get(id);
  if (!opening) throw new Error(`no open transaction ${id}`);
  transactions.delete(id);
  const entry = await opening;
  entry.finish(commit);
  try {
    await entry.done;
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
}

async function target(msg) {
  if (msg.tx === undefined) return pg;
  const opening = transactions.get(msg.tx);
  if (!opening) throw new Error(`no open transaction ${msg.tx}`);
  return (await opening).tx;
}

/**
 * Named prepared statements, one per SQL text (drizzle's SQL is parameterised, so there are a few
 * hundred). PGlite's own `query` re-parses and re-plans every statement and makes six calls into
 * its WASM Postgres (parse, describe, bind, describe, execute, sync); a prepared one is bound,
 * executed and synced in one call, and Postgres keeps its plan. Measured on this machine: a
 * primary-key select 248 -> 97 µs of CPU, an insert 186 -> 131 µs (docs/benchmarks.md).
 * Parameter types come from the statement's own description, as in PGlite. At most
 * PGLITE_MAX_STATEMENTS (500, about 15 MiB) are kept; the least recently used is closed first.
 */
const statements = new Map();
const MAX_STATEMENTS = Number(process.env.PGLITE_MAX_STATEMENTS) || 500;
let nextStatement = 1;
const { serialize } = protocol;
const SYNC = serialize.sync();
const DESCRIBE_PORTAL = serialize.describe({ type: "P" });
const EXECUTE = serialize.execute({});
/** Whether this PGlite exposes what the prepared path uses (else every query takes `pg.query`). */
let preparedPath = false;

function concat(parts) {
  let size = 0;
  for (const p of parts) size += p.length;
  const out = new Uint8Array(size);
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

const stream = (bytes) => pg.execProtocolStream(bytes, { syncToFs: false });

async function prepare(sql) {
  let statement = statements.get(sql);
  if (statement) {
    // Most recently used last (Map order is insertion order), so the hot statements stay.
    statements.delete(sql);
    statements.set(sql, statement);
    return statement;
  }
  if (statements.size >= MAX_STATEMENTS) {
    // Close the least recently used: a prepared statement holds about 30 KiB of WASM memory,
    // which never shrinks.
    const [oldSql, old] = statements.entries().next().value;
    statements.delete(oldSql);
    await stream(concat([serialize.close({ type: "S", name: old.name }), SYNC]));
  }
  const name = `cp_${nextStatement++}`;
  const messages = await stream(concat([serialize.parse({ name, text: sql }), serialize.describe({ type: "S", name }), SYNC]));
  statement = { name, types: messages.find((m) => m.name === "parameterDescription")?.dataTypeIDs ?? [] };
  statements.set(sql, statement);
  return statement;
}

function serializeParams(params, types) {
  return params.map((value, i) => {
    if (value === null || value === undefined) return null;
    const serializer = pg.serializers[types[i]];
    return serializer ? serializer(value) : value.toString();
  });
}

/** As PGlite's query (same locks, results, errors), through a named prepared statement. */
async function preparedQuery(inTransaction, sql, params, options, parsers) {
  const execute = async () => {
    const statement = await prepare(sql);
    return stream(concat([serialize.bind({ statement: statement.name, values: serializeParams(params, statement.types) }), DESCRIBE_PORTAL, EXECUTE, SYNC]));
  };
  const run = async () => {
    let messages;
    try {
      try {
        messages = await execute();
      } catch (error) {
        // A schema change under a cached statement ("cached plan must not change result type"):
        // forget it; outside a transaction prepare it again at once (inside, the transaction is
        // aborted anyway, and the caller's next attempt prepares it afresh).
        if (error?.code !== "0A000" || !statements.has(sql)) throw error;
        const stale = statements.get(sql);
        statements.delete(sql);
        await stream(concat([serialize.close({ type: "S", name: stale.name }), SYNC])).catch(() => {});
        if (inTransaction) throw error;
        messages = await execute();
      }
    } catch (error) {
      throw Object.assign(error, { query: sql, params });
    }
    if (!inTransaction) await pg.syncToFs();
    return parse.parseResults(messages, parsers, { rowMode: options?.rowMode })[0];
  };
  return inTransaction ? pg._runExclusiveQuery(run) : pg._runExclusiveTransaction(() => pg._runExclusiveQuery(run));
}

async function runQuery(msg) {
  const options = queryOptions(msg);
  if (!preparedPath || options?.paramTypes || options?.blob || options?.serializers) return (await target(msg)).query(msg.sql, msg.params, options);
  if (msg.tx !== undefined) await target(msg); // the transaction is open (BEGIN has run)
  const parsers = msg.rawTypes?.length ? rawParsersFor(msg.rawTypes).merged : pg.parsers;
  return preparedQuery(msg.tx !== undefined, msg.sql, msg.params ?? [], options, parsers);
}

async function handle(msg) {
  await opened;
  switch (msg.op) {
    case "query":
      return plainResult(await runQuery(msg));
    case "exec":
      return (await (await target(msg)).exec(msg.sql, queryOptions(msg))).map(plainResult);
    case "commit":
      return finish(msg.tx, true);
    case "rollback":
      return finish(msg.tx, false);
    case "close":
      for (const id of [...transactions.keys()]) await finish(id, false).catch(() => {});
      await pg.close();
      return undefined;
    default:
      throw new Error(`unknown op ${msg.op}`);
  }
}

parentPort.on("message", (msg) => {
  // A transaction's first statement carries `begin`, saving a round trip while holding the lock.
  if (msg.begin) {
    try {
      begin(msg.tx);
    } catch (error) {
      parentPort.postMessage({ id: msg.id, ok: false, error: serializeError(error) });
      return;
    }
  }
  handle(msg).then(
    (result) => {
      try {
        parentPort.postMessage({ id: msg.id, ok: true, result });
      } catch (error) {
        parentPort.postMessage({ id: msg.id, ok: false, error: serializeError(error) }); // a value that cannot be cloned
      }
    },
    (error) => parentPort.postMessage({ id: msg.id, ok: false, error: serializeError(error) }),
  );
});

opened = (async () => {
  pg = new PGlite(workerData.dataDir, { startParams: [...PGlite.defaultStartParams, ...workerData.startParams] });
  await pg.waitReady;
  preparedPath =
    process.env.PGLITE_PREPARED !== "0" &&
    typeof pg.execProtocolStream === "function" &&
    typeof pg._runExclusiveQuery === "function" &&
    typeof pg._runExclusiveTransaction === "function" &&
    typeof parse?.parseResults === "function" &&
    typeof serialize?.bind === "function";
})();
opened.then(
  () => parentPort.postMessage({ id: 0, ok: true }),
  (error) => parentPort.postMessage({ id: 0, ok: false, error: serializeError(error) }),
);
