// The two database backends the bench runs the server on. Each `prepare` returns the server's
// database environment with the database migrated and the demo merchant seeded; `cleanup` removes it.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { ROOT } from "./build.mjs";

const TSX = path.join(ROOT, "node_modules/.bin/tsx");

/** Runs a TypeScript script the way the app's npm scripts do; returns stdout. */
export function runTsx(script, args, env) {
  const r = spawnSync(TSX, ["--conditions=react-server", script, ...args], { cwd: ROOT, env, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`${script} ${args.join(" ")} failed (exit ${r.status}):\n${r.stderr || r.stdout}`);
  return r.stdout;
}

/** `scripts/seed.ts --json [--account NAME]`: the merchant's ids and keys. */
export function seedMerchant(env, account) {
  const out = runTsx("scripts/seed.ts", ["--json", ...(account ? ["--account", account] : [])], env)
    .trim()
    .split("\n");
  return JSON.parse(out[out.length - 1]);
}

export const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL || "postgres://postgres@127.0.0.1:5432/postgres";
export const BENCH_DB = process.env.BENCH_PG_DATABASE || "commerce_bench";

async function withAdmin(fn) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function postgresVersion() {
  try {
    return await withAdmin(async (c) => (await c.query("SHOW server_version")).rows[0].server_version);
  } catch (error) {
    return `unreachable (${error.message})`;
  }
}

export const backends = {
  pglite: {
    label: "PGlite",
    async prepare(baseEnv) {
      const dir = mkdtempSync(path.join(os.tmpdir(), "commerce-bench-"));
      // One process at a time per folder: the seed (which also migrates) runs and exits before the server opens it.
      const env = { ...baseEnv, PGLITE_DATA_DIR: path.join(dir, "pglite") };
      delete env.DATABASE_URL;
      return { env, cleanup: async () => rmSync(dir, { recursive: true, force: true }), describe: `PGlite, fresh folder ${dir}` };
    },
  },
  postgres: {
    label: "PostgreSQL",
    async prepare(baseEnv) {
      if (!/^[a-z_][a-z0-9_]*$/.test(BENCH_DB)) throw new Error(`bad database name ${BENCH_DB}`);
      await withAdmin(async (c) => {
        await c.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
        await c.query(`CREATE DATABASE ${BENCH_DB}`);
      });
      const url = new URL(ADMIN_URL);
      url.pathname = `/${BENCH_DB}`;
      const env = { ...baseEnv, DATABASE_URL: url.toString() };
      delete env.PGLITE_DATA_DIR;
      runTsx("scripts/migrate.ts", [], env);
      return {
        env,
        cleanup: () => withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`)),
        describe: `PostgreSQL database ${BENCH_DB} (dropped and recreated)`,
      };
    },
  },
};
