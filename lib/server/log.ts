import pino from "pino";
import pretty from "pino-pretty";

/**
 * Structured logs through pino: one JSON line per request (and per job, per unexpected error).
 * Request lines go to stdout, errors to stderr. LOG_REQUESTS=0 keeps only warnings and errors.
 * On a terminal the lines are human-readable (pino-pretty); piped or redirected they stay JSON
 * for log collectors. LOG_FORMAT=json or LOG_FORMAT=pretty overrides the guess.
 */
type Loggers = { out: pino.Logger; err: pino.Logger };

const KEY = Symbol.for("commerce-payments.loggers");

function loggers(): Loggers {
  const g = globalThis as typeof globalThis & { [KEY]?: Loggers };
  if (!g[KEY]) {
    const options: pino.LoggerOptions = {
      base: undefined,
      messageKey: "msg",
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    };
    // Written by this thread as each line is logged, as Node writes to a file or pipe stdout: an
    // asynchronous destination left a line in flight on the thread pool at exit, and it came
    // out after later lines or not at all (tests/http/request-log.test.ts). Measured against the
    // asynchronous one, no difference in throughput (docs/benchmarks.md).
    const readable = logFormat() === "pretty";
    const stdout = readable ? prettyStream(1) : pino.destination({ dest: 1, sync: true });
    const stderr = readable ? prettyStream(2) : process.stderr;
    g[KEY] = {
      out: pino({ ...options, level: process.env.LOG_REQUESTS === "0" ? "warn" : "info" }, stdout),
      err: pino(options, stderr),
    };
  }
  return g[KEY]!;
}

/** "pretty" when asked, or when stdout is a terminal (a person reads it); "json" otherwise. */
export function logFormat(env: Record<string, string | undefined> = process.env, isTTY = Boolean(process.stdout.isTTY)): "json" | "pretty" {
  if (env.LOG_FORMAT === "json" || env.LOG_FORMAT === "pretty") return env.LOG_FORMAT;
  return isTTY ? "pretty" : "json";
}

/** One line per entry: time, level, message, then the fields on the same line (no JSON braces). */
function prettyStream(fd: 1 | 2) {
  return pretty({ destination: fd, sync: true, singleLine: true, translateTime: "SYS:HH:MM:ss", ignore: "" });
}

/** One structured line; `level` picks info or warn, `msg` names what it is about. */
export function logLine(fields: Record<string, unknown> & { level?: string; msg?: string }): void {
  const { level = "info", msg, ...rest } = fields;
  const log = loggers().out;
  if (level === "warn") log.warn(rest, msg);
  else log.info(rest, msg);
}

export function logError(fields: Record<string, unknown> & { msg?: string }, error: unknown): void {
  const { msg, ...rest } = fields;
  const e = error as Error;
  loggers().err.error({ ...rest, error: e?.message, stack: e?.stack }, msg);
}
