// Logs a person reads on a terminal, JSON for a collector otherwise (issue 22, item 8).
import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { logFormat } from "@/lib/server/log";

const root = path.resolve(__dirname, "../..");

/** Runs two log lines in a fresh process with `env` and returns what it wrote to stdout. */
function logOutput(env: Record<string, string>): string {
  const script = `import { logLine } from "./lib/server/log.ts"; logLine({ msg: "job done", job: "webhook.deliver", ms: 12 }); logLine({ level: "warn", msg: "slow", ms: 900 });`;
  return execFileSync(path.join(root, "node_modules/.bin/tsx"), ["--eval", script], {
    cwd: root,
    env: { ...process.env, LOG_REQUESTS: "1", LOG_FORMAT: "", ...env, NO_COLOR: "1", FORCE_COLOR: "0" },
    encoding: "utf8",
  });
}

describe("log format", () => {
  it("is pretty on a terminal and JSON when piped, unless LOG_FORMAT says otherwise", () => {
    expect(logFormat({}, true)).toBe("pretty");
    expect(logFormat({}, false)).toBe("json");
    expect(logFormat({ LOG_FORMAT: "json" }, true)).toBe("json");
    expect(logFormat({ LOG_FORMAT: "pretty" }, false)).toBe("pretty");
    expect(logFormat({ LOG_FORMAT: "yaml" }, false)).toBe("json");
  });

  it("writes one JSON object per line when piped", () => {
    const lines = logOutput({}).trim().split("\n");
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0])).toMatchObject({ level: "info", msg: "job done", job: "webhook.deliver", ms: 12 });
    expect(JSON.parse(lines[1])).toMatchObject({ level: "warn", msg: "slow", ms: 900 });
  });

  it("writes one readable line per entry with LOG_FORMAT=pretty: time, level, message, fields", () => {
    const lines = logOutput({ LOG_FORMAT: "pretty" }).trim().split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: job done \{"job":"webhook\.deliver","ms":12\}$/);
    expect(lines[1]).toMatch(/^\[\d\d:\d\d:\d\d\] WARN: slow \{"ms":900\}$/);
    expect(() => JSON.parse(lines[0])).toThrow();
  });
});
