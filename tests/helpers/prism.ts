// Prism (Stoplight's validating proxy) in front of the API suite's server: every request the
// suite makes through it is checked against the published OpenAPI document, and so is every
// answer. Violations come back in the `sl-violations` header; tests/api/client.ts records them.
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, mkdtempSync, openSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { ROOT } from "./start-server";

export type Violation = { location: string[]; severity: string; code: string | number; message: string };

export type StartedPrism = { url: string; logFile: string; stop: () => Promise<void> };

/** Starts `prism proxy` on 127.0.0.1:port in front of target, with the document the target serves. */
export async function startPrism(target: string, port: number): Promise<StartedPrism> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "cp-prism-"));
  const spec = path.join(dir, "openapi.json");
  writeFileSync(spec, await (await fetch(`${target}/openapi.json`)).text());
  const logFile = path.join(dir, "prism.log");
  const out = openSync(logFile, "a");
  const child: ChildProcess = spawn(
    path.join(ROOT, "node_modules/.bin/prism"),
    ["proxy", spec, target, "--port", String(port), "--host", "127.0.0.1", "--errors", "false"],
    {
      cwd: ROOT,
      stdio: ["ignore", out, out],
    },
  );
  closeSync(out);
  const deadline = Date.now() + 60_000;
  while (!(await listening(port))) {
    if (child.exitCode !== null) throw new Error(`prism exited with ${child.exitCode}; see ${logFile}`);
    if (Date.now() > deadline) throw new Error(`prism did not start; see ${logFile}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    logFile,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * The violations that break the contract: any about an answer, and any about a request the
 * product accepted (2xx). A request the product refuses may violate the document: that is the
 * suite checking refusals.
 */
export function contractViolations(status: number, violations: Violation[]): Violation[] {
  return violations.filter((v) => v.location[0] === "response" || (v.location[0] === "request" && status >= 200 && status < 300));
}
