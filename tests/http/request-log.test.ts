import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");

/**
 * Runs a child process that logs request lines through lib/server/log.ts; resolves with
 * every line of its stdout, when each arrived, and the exit code.
 */
function runLogger(
  env: Record<string, string>,
  script: string,
): Promise<{ lines: { at: number; line: Record<string, unknown> }[]; code: number | null; closedAt: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      cwd: root,
      env: { ...process.env, LOG_REQUESTS: "1", ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    const started = Date.now();
    const lines: { at: number; line: Record<string, unknown> }[] = [];
    let rest = "";
    child.stdout.on("data", (chunk: Buffer) => {
      const parts = (rest + chunk.toString("utf8")).split("\n");
      rest = parts.pop()!;
      for (const p of parts) if (p.trim()) lines.push({ at: Date.now() - started, line: JSON.parse(p) });
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ lines, code, closedAt: Date.now() - started }));
  });
}

const logModule = JSON.stringify(path.join(root, "lib/server/log.ts"));

describe("request log lines", () => {
  it("are written as they are logged, while the server keeps running", async () => {
    const { lines, closedAt } = await runLogger(
      {},
      `const { logLine } = await import(${logModule});
       setTimeout(() => logLine({ msg: "request", request_id: "req_quiet" }), 200);
       setTimeout(() => {}, 1500);`,
    );
    expect(lines.map((l) => l.line.request_id)).toEqual(["req_quiet"]);
    // Logged ~200 ms after the module loaded, the process ending ~1,500 ms after it: the line is
    // on the output long before the end (measured from the end, since start-up time varies).
    expect(closedAt - lines[0].at).toBeGreaterThan(800);
  });

  it("logged just before process.exit all reach the output, in order", async () => {
    const { lines, code } = await runLogger(
      {},
      `const { logLine } = await import(${logModule});
       for (let i = 0; i < 100; i++) logLine({ msg: "request", request_id: "req_" + i });
       process.exit(3);`,
    );
    expect(code).toBe(3);
    expect(lines.map((l) => l.line.request_id)).toEqual(Array.from({ length: 100 }, (_, i) => `req_${i}`));
    expect(lines[0].line).toMatchObject({ level: "info", msg: "request" });
  });
});
