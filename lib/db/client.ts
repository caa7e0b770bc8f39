import { mkdirSync } from "node:fs";
import path from "node:path";
import { nameStatements } from "./name-statements";
import type { PgDatabase } from "drizzle-orm/pg-core";
import * as schema from "./schema";

// PgliteDatabase and NodePgDatabase differ only in their result HKT; services use this common type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = PgDatabase<any, typeof schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
  /** PostgreSQL's pool counters, for /metrics (PGlite has no pool). */
  pool?: { readonly totalCount: number; readonly idleCount: number; readonly waitingCount: number };
};

/**
 * The handles openDatabase returned (not transactions): what may run statements prepared once.
 * On globalThis, because every route bundle gets its own copy of this module.
 */
const ROOTS_KEY = Symbol.for("commerce-payments.database-roots");
const ROOTS: WeakSet<object> = ((globalThis as Record<symbol, WeakSet<object>>)[ROOTS_KEY] ??= new WeakSet());

/** Whether `db` is a database handle itself rather than a transaction opened on one. */
export function isRootDb(db: Db): boolean {
  return ROOTS.has(db);
}

const MIGRATIONS_FOLDER = path.join(/* turbopackIgnore: true */ process.cwd(), "drizzle");

export function defaultPgliteDir(): string {
  return process.env.PGLITE_DATA_DIR || path.join(/* turbopackIgnore: true */ process.cwd(), "data", "pglite");
}

/**
 * Opens the database named by the environment: PostgreSQL through a pool when DATABASE_URL is
 * set, otherwise PGlite on disk (or `memory://`). PGlite is migrated on open; PostgreSQL is
 * migrated once by `npm run db:migrate`, so that several instances never race on DDL.
 */
/** `url: ""` forces PGlite even when DATABASE_URL is set. */
export async function openDatabase(options: { url?: string; pgliteDir?: string; migrate?: boolean } = {}): Promise<Database> {
  const url = options.url ?? process.env.DATABASE_URL;
  if (url) {
    const { Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const pool = new Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_MAX || 10) });
    if (process.env.DATABASE_PREPARED_STATEMENTS !== "0") pool.on("connect", (client) => nameStatements(client as never));
    const db = drizzle(pool, { schema }) as unknown as Db;
    if (options.migrate) {
      const { migrate } = await import("drizzle-orm/node-postgres/migrator");
      await migrate(drizzle(pool, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    }
    ROOTS.add(db);
    return { db, kind: "postgres", close: () => pool.end(), pool };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const dir = options.pgliteDir ?? defaultPgliteDir();
  if (!dir.startsWith("memory://")) mkdirSync(dir, { recursive: true });
  // PGlite runs in a worker thread (lib/db/pglite-worker) so that its WASM Postgres does not
  // compete with request handling on the event loop; PGLITE_WORKER=0 keeps it in-process.
  const client =
    process.env.PGLITE_WORKER === "0"
      ? new PGlite(dir, { startParams: [...PGlite.defaultStartParams, ...pgliteStartParams()] })
      : (await (await import("./pglite-worker")).PgliteWorkerClient.create(dir, pgliteStartParams())).asPGlite();
  await client.waitReady;
  const db = drizzle(client, { schema }) as unknown as Db;
  if (options.migrate ?? true) {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  }
  ROOTS.add(db);
  return { db, kind: "pglite", close: () => client.close() };
}

/**
 * PGlite's shared buffers live in its WASM memory, which never shrinks: at PostgreSQL's 128MB
 * default a long export or a large list grows the process by that much for good. 32MB
 * (PGLITE_SHARED_BUFFERS) keeps the embedded server small; the OS page cache still holds the files.
 */
function pgliteStartParams(): string[] {
  const size = process.env.PGLITE_SHARED_BUFFERS || "32MB";
  return /^\d+(kB|MB|GB)$/.test(size) ? ["-c", `shared_buffers=${size}`] : [];
}

const GLOBAL_KEY = Symbol.for("commerce-payments.database");
type GlobalWithDb = typeof globalThis & { [GLOBAL_KEY]?: Promise<Database> };

/** The process-wide database, shared by every route bundle and the job runner. */
export function getDatabase(): Promise<Database> {
  const g = globalThis as GlobalWithDb;
  if (!g[GLOBAL_KEY]) {
    g[GLOBAL_KEY] = openDatabase().catch((error) => {
      g[GLOBAL_KEY] = undefined;
      throw error;
    });
  }
  return g[GLOBAL_KEY]!;
}

/** Lets tests and scripts install their own database as the process-wide one. */
export function setDatabase(database: Database | undefined): void {
  (globalThis as GlobalWithDb)[GLOBAL_KEY] = database ? Promise.resolve(database) : undefined;
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

/** Rows of a raw `db.execute` result (both drivers answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
