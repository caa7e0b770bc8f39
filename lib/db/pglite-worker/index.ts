import path from "node:path";
import { Worker } from "node:worker_threads";
import type { PGlite, QueryOptions, Results } from "@electric-sql/pglite";
import { inSpan, SpanKind, tracingOn } from "@/lib/telemetry/spans";

/**
 * PGlite in a worker thread, behind the slice of PGlite's client API that drizzle-orm/pglite
 * uses (query, exec, transaction, close). PGlite's WASM Postgres then runs beside the request
 * thread instead of on it.
 *
 * Semantics are those of PGlite in-process, because the worker uses PGlite's own locking: a query
 * outside a transaction waits while any transaction is open, so concurrent callers never see or
 * join each other's transactions; drizzle's nested transactions are savepoints inside the open one.
 * `db.transaction` holds PGlite's transaction lock until this thread posts commit or rollback.
 *
 * Not supported (they would need functions to cross the thread boundary): the `serializers`,
 * `blob` and `onNotice` query options, and LISTEN/NOTIFY. `parsers` are honoured: the listed
 * types arrive as raw text and any parser that is not the identity runs here.
 */

type SerializedError = { name: string; message: string; stack?: string; [field: string]: unknown };
type Reply = { id: number; ok: true; result?: unknown } | { id: number; ok: false; error: SerializedError };
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type Parser = (value: string, typeId: number) => unknown;
type Request =
  | { op: "query" | "exec"; sql: string; params?: unknown[]; options?: QueryOptions; rawTypes?: number[]; tx?: number; begin?: true }
  | { op: "close" }
  | { op: "commit" | "rollback"; tx: number };
/** A statement's transaction: its id, and whether this statement opens it (BEGIN rides along). */
type TxRef = { id: number; begin?: true };

export type PgliteWorkerTransaction = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
};

/** The worker script: a plain .mjs file loaded at run time (not bundled), found from the project root. */
export function pgliteWorkerScript(): string {
  return process.env.PGLITE_WORKER_SCRIPT || path.join(/* turbopackIgnore: true */ process.cwd(), "lib", "db", "pglite-worker", "worker.mjs");
}

function toError(e: SerializedError): Error {
  const error = new Error(e.message);
  Object.assign(error, e);
  error.name = e.name;
  if (e.stack) error.stack = e.stack;
  return error;
}

const PROBE = "\u0000pglite-worker-probe";
const identity = new WeakMap<Parser, boolean>();
function isIdentity(fn: Parser): boolean {
  let known = identity.get(fn);
  if (known === undefined) {
    try {
      known = fn(PROBE, 0) === PROBE;
    } catch {
      known = false;
    }
    identity.set(fn, known);
  }
  return known;
}

type Prepared = { send?: QueryOptions; rawTypes?: number[]; parse?: Map<number, Parser>; rowMode?: "array" | "object" };
const preparedOptions = new WeakMap<QueryOptions, Prepared>();

/** Splits query options into what can be posted and the parsers to run on this side. */
function prepareOptions(options: QueryOptions | undefined): Prepared {
  if (!options) return {};
  let p = preparedOptions.get(options);
  if (p) return p;
  const { parsers, ...rest } = options as QueryOptions & Record<string, unknown>;
  for (const unsupported of ["serializers", "blob", "onNotice"]) {
    if (rest[unsupported] !== undefined) throw new Error(`PGlite worker: the '${unsupported}' query option is not supported`);
  }
  p = { send: rest as QueryOptions, rowMode: (rest.rowMode as "array" | "object" | undefined) ?? "object" };
  if (parsers) {
    p.rawTypes = Object.keys(parsers).map(Number);
    for (const [oid, fn] of Object.entries(parsers as unknown as Record<string, Parser>)) {
      if (!isIdentity(fn)) (p.parse ??= new Map()).set(Number(oid), fn);
    }
  }
  preparedOptions.set(options, p);
  return p;
}

function applyParsers<T>(result: Results<T>, prepared: Prepared): Results<T> {
  const parse = prepared.parse;
  if (!parse) return result;
  result.fields.forEach((field, i) => {
    const fn = parse.get(field.dataTypeID);
    if (!fn) return;
    for (const row of result.rows as Record<string | number, unknown>[]) {
      const key = prepared.rowMode === "array" ? i : field.name;
      if (typeof row[key] === "string") row[key] = fn(row[key] as string, field.dataTypeID);
    }
  });
  return result;
}

export class PgliteWorkerClient {
  /** Resolves once the worker's PGlite is open (mirrors PGlite's `waitReady`). */
  readonly waitReady: Promise<void>;
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private nextTx = 1;
  private gone: Error | undefined;
  private closing: Promise<void> | undefined;

  constructor(
    readonly dataDir: string,
    script: string = pgliteWorkerScript(),
    startParams: string[] = [],
  ) {
    // The script path is only known at run time: tell the bundler not to trace it (it would
    // otherwise pull the whole project into the build as possible worker entries).
    this.worker = new Worker(/* turbopackIgnore: true */ script, { workerData: { dataDir, startParams } });
    this.waitReady = new Promise<void>((resolve, reject) => this.pending.set(0, { resolve: () => resolve(), reject }));
    this.worker.on("message", (reply: Reply) => {
      const p = this.pending.get(reply.id);
      if (!p) return;
      this.pending.delete(reply.id);
      if (this.pending.size === 0) this.worker.unref();
      if (reply.ok) p.resolve(reply.result);
      else p.reject(toError(reply.error));
    });
    this.worker.on("error", (error) => this.fail(error));
    this.worker.on("exit", (code) => this.fail(new Error(`PGlite worker exited (code ${code})`)));
  }

  /** `startParams`: extra PostgreSQL `-c name=value` options, after PGlite's defaults. */
  static async create(dataDir: string, startParams: string[] = []): Promise<PgliteWorkerClient> {
    const client = new PgliteWorkerClient(dataDir, pgliteWorkerScript(), startParams);
    try {
      await client.waitReady;
    } catch (error) {
      await client.worker.terminate();
      throw error;
    }
    return client;
  }

  private fail(error: Error) {
    this.gone ??= error;
    for (const p of this.pending.values()) p.reject(error);
    this.pending.clear();
  }

  private call(msg: Request): Promise<unknown> {
    if (this.gone) return Promise.reject(this.gone);
    const id = this.nextId++;
    // Keep the process alive only while an answer is awaited (scripts exit when they are done).
    if (this.pending.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      try {
        this.worker.postMessage({ ...msg, id });
      } catch (error) {
        // e.g. a parameter that cannot be cloned (a function, a class with private state)
        this.pending.delete(id);
        if (this.pending.size === 0) this.worker.unref();
        reject(error);
      }
    });
  }

  private async run<T>(sql: string, params: unknown[] | undefined, options: QueryOptions | undefined, tx: TxRef | undefined): Promise<Results<T>> {
    // With tracing on, each statement is a span, as pg's instrumentation makes them on PostgreSQL.
    if (tracingOn())
      return inSpan(
        `pglite.query:${sql.slice(0, sql.search(/\s|$/)).toUpperCase()}`,
        { kind: SpanKind.CLIENT, attributes: { "db.system.name": "postgresql", "db.query.text": sql.slice(0, 2000) } },
        () => this.runQuery<T>(sql, params, options, tx),
      );
    return this.runQuery<T>(sql, params, options, tx);
  }

  private async runQuery<T>(sql: string, params: unknown[] | undefined, options: QueryOptions | undefined, tx: TxRef | undefined): Promise<Results<T>> {
    const prepared = prepareOptions(options);
    const result = (await this.call({
      op: "query",
      sql,
      params: params ?? [],
      options: prepared.send,
      rawTypes: prepared.rawTypes,
      tx: tx?.id,
      begin: tx?.begin,
    })) as Results<T>;
    return applyParsers(result, prepared);
  }

  private async runExec(sql: string, options: QueryOptions | undefined, tx: TxRef | undefined): Promise<Results[]> {
    const prepared = prepareOptions(options);
    const results = (await this.call({ op: "exec", sql, options: prepared.send, rawTypes: prepared.rawTypes, tx: tx?.id, begin: tx?.begin })) as Results[];
    return results.map((r) => applyParsers(r, prepared));
  }

  /** One statement, extended protocol; waits while another caller's transaction is open. */
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.run<T>(sql, params, options, undefined);
  }

  /** Several statements, simple protocol. */
  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.runExec(sql, options, undefined);
  }

  /**
   * Like PGlite's: commit when the callback resolves, roll back when it throws (or called
   * tx.rollback()). The worker opens the transaction (waiting for the lock, then BEGIN) with its
   * first statement, so a transaction holds the lock for one round trip fewer.
   */
  async transaction<T>(callback: (tx: PgliteWorkerTransaction) => Promise<T>): Promise<T> {
    const id = this.nextTx++;
    let begun = false;
    let closed = false;
    const ref = (): TxRef => {
      if (closed) throw new Error("Transaction is closed");
      if (begun) return { id };
      begun = true;
      return { id, begin: true };
    };
    const end = async (op: "commit" | "rollback") => {
      closed = true;
      if (begun) await this.call({ op, tx: id });
    };
    const tx: PgliteWorkerTransaction = {
      query: async (sql, params, options) => this.run(sql, params, options, ref()),
      exec: async (sql, options) => this.runExec(sql, options, ref()),
      rollback: async () => {
        if (closed) throw new Error("Transaction is closed");
        await end("rollback");
      },
      get closed() {
        return closed;
      },
    };
    try {
      const result = await callback(tx);
      if (!closed) await end("commit");
      return result;
    } catch (error) {
      if (!closed) await end("rollback");
      throw error;
    }
  }

  /** Closes PGlite (rolling back any open transaction) and ends the worker. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      if (this.gone) return;
      try {
        await this.call({ op: "close" }); // PGlite has closed (and flushed) its data folder
      } finally {
        await this.worker.terminate();
      }
    })();
    return this.closing;
  }

  /** For drizzle-orm/pglite, which only uses the methods above. */
  asPGlite(): PGlite {
    return this as unknown as PGlite;
  }
}
