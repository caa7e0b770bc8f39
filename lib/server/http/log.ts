/** One structured line per request (and per unexpected error), on stdout. */
export function logLine(fields: Record<string, unknown>): void {
  if (process.env.LOG_REQUESTS === "0") return;
  process.stdout.write(JSON.stringify({ time: new Date().toISOString(), ...fields }) + "\n");
}

export function logError(fields: Record<string, unknown>, error: unknown): void {
  const e = error as Error;
  process.stderr.write(
    JSON.stringify({ time: new Date().toISOString(), level: "error", ...fields, error: e?.message, stack: e?.stack }) + "\n",
  );
}
