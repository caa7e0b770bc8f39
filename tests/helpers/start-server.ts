import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, openSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");

export type Merchant = { account_id: string; email: string; password: string; test_secret_key: string; live_secret_key: string };

/** Runs the seed script (the README's `npm run seed -- --json`) and parses its one JSON line. */
export function seed(env: NodeJS.ProcessEnv, account?: string): Merchant {
  const args = ["--conditions=react-server", "scripts/seed.ts", "--json", ...(account ? ["--account", account] : [])];
  const r = spawnSync(path.join(ROOT, "node_modules/.bin/tsx"), args, { cwd: ROOT, env, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`seed failed: ${r.stderr}`);
  const lines = r.stdout.trim().split("\n");
  if (lines.length !== 1) throw new Error(`seed --json printed more than one line: ${r.stdout}`);
  return JSON.parse(lines[0]);
}

export type StartedServer = {
  baseUrl: string;
  env: NodeJS.ProcessEnv;
  stop: () => Promise<void>;
  /** SIGKILL, as a crash or an OOM killer would: no shutdown code runs. */
  kill: () => Promise<void>;
  logFile: string;
};

/**
 * A database of its own for a test that runs servers against it: a fresh temporary PGlite folder,
 * or on PostgreSQL a fresh, migrated database named `<the suite's database>_<suffix>`.
 */
export function isolatedDatabaseEnv(suffix: string): Record<string, string> {
  if (!process.env.DATABASE_URL) return { PGLITE_DATA_DIR: path.join(mkdtempSync(path.join(os.tmpdir(), "cp-iso-")), "pglite") };
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `${url.pathname}_${suffix}`;
  const env = { ...process.env, DATABASE_URL: url.toString() };
  for (const args of [["scripts/reset-database.mjs"], [path.join(ROOT, "node_modules/.bin/tsx"), "--conditions=react-server", "scripts/migrate.ts"]]) {
    const [cmd, ...rest] = args[0].endsWith(".mjs") ? [process.execPath, ...args] : args;
    const r = spawnSync(cmd, rest, { cwd: ROOT, env, encoding: "utf8" });
    if (r.status !== 0) throw new Error(`preparing ${url.pathname}: ${r.stderr}`);
  }
  return { DATABASE_URL: url.toString() };
}

/**
 * Starts the production build on a free port. With DATABASE_URL the server shares PostgreSQL;
 * otherwise it gets a fresh PGlite folder that `prepare` may seed before the server opens it.
 */
export async function startServer(options: { port: number; env?: Record<string, string>; prepare?: (env: NodeJS.ProcessEnv) => void }): Promise<StartedServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "cp-test-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    PUBLIC_BASE_URL: `http://127.0.0.1:${options.port}`,
    // Tests make their own data; the demo catalogue and payments would only slow the seed down.
    SEED_DEMO_DATA: "0",
    // The suite's webhook receivers listen on 127.0.0.1.
    WEBHOOK_ALLOW_PRIVATE_DESTINATIONS: "1",
    // Every test shops from 127.0.0.1: the per-address and per-merchant hosted-page limits are
    // off here (hosted-page-limits.test.ts runs a server of its own with them on).
    PAY_PAGES_PER_ADDRESS_PER_MINUTE: "0",
    PAY_ATTEMPTS_PER_ADDRESS_PER_HOUR: "0",
    PAY_ATTEMPTS_PER_MERCHANT_PER_MINUTE: "0",
    ...(process.env.DATABASE_URL || options.env?.PGLITE_DATA_DIR ? {} : { PGLITE_DATA_DIR: path.join(dataDir, "pglite") }),
    ...options.env,
  };
  options.prepare?.(env);
  const logFile = path.join(dataDir, "server.log");
  const out = openSync(logFile, "a");
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(ROOT, "node_modules/next/dist/bin/next"), "start", "-p", String(options.port), "-H", "127.0.0.1"],
    { cwd: ROOT, env, stdio: ["ignore", out, out] },
  );
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}; see ${logFile}`);
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start; see ${logFile}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    env,
    logFile,
    kill: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGKILL");
      await exited;
    },
    stop: async () => {
      // A killed child has a signalCode and no exitCode: waiting for its exit again would only time out.
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}
