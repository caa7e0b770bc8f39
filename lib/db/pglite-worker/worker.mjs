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
import { PGlite } from "@electric-sql/pglite";

/** @type {PGlite} */
let pg;
/** @type {Promise<void>} */
let opened;
/** Open transactions by the id the request thread gave them. @type {Map<number, Promise<{ tx: any, finish: (commit: boolean) => void, done: Promise<unknown> }>>} */
const transactions = new Map();
const ROLLBACK = Symbol("rollback requested");

/** Query options for PGlite: the listed type OIDs stay raw text (the request thread applies any parser). */
const rawParsers = new Map();
function queryOptions(msg) {
  if (!msg.rawTypes?.length) return msg.options;
  const key = msg.rawTypes.join(",");
  let parsers = rawParsers.get(key);
  if (!parsers) {
    parsers = {};
    for (const oid of msg.rawTypes) parsers[oid] = (value) => value;
    rawParsers.set(key, parsers);
  }
  return { ...msg.options, parsers };
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

async function handle(msg) {
  await opened;
  switch (msg.op) {
    case "query":
      return plainResult(await (await target(msg)).query(msg.sql, msg.params, queryOptions(msg)));
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
})();
opened.then(
  () => parentPort.postMessage({ id: 0, ok: true }),
  (error) => parentPort.postMessage({ id: 0, ok: false, error: serializeError(error) }),
);
