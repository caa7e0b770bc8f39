// Starts and stops `next start` for the bench: always on 127.0.0.1, stdout/stderr to a log file.
import { spawn } from "node:child_process";
import { closeSync, openSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./build.mjs";

/** Starts the production server and waits until /healthz answers 200. */
export async function startServer({ port, env, logFile, nodeArgs = [], timeoutMs = 60_000 }) {
  const out = openSync(logFile, "a");
  const child = spawn(process.execPath, [...nodeArgs, path.join(ROOT, "node_modules/next/dist/bin/next"), "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", out, out],
  });
  closeSync(out);
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGKILL");
      await exited;
    }
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before answering; see ${logFile}`);
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not answer /healthz within ${timeoutMs / 1000} s; see ${logFile}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { baseUrl, pid: child.pid, child, stop };
}

/** Fails early with a clear message when something else already listens on the port. */
export async function assertPortFree(port) {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) });
  } catch (error) {
    const code = error?.cause?.code;
    if (code === "ECONNREFUSED") return;
    throw new Error(`port ${port} is not free (${code ?? error.message}); pick another with --port (3400-3499)`);
  }
  throw new Error(`port ${port} is already in use; pick another with --port (3400-3499)`);
}
