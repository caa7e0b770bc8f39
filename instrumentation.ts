// Runs once when the server starts: traces (when an OTLP endpoint is set), database, demo seed,
// background jobs.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    // Before the database opens, so that pg and ioredis load instrumented.
    if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) (await import("./lib/server/telemetry/start-tracing")).startTracing();
    const { bootServer } = await import("./lib/server/boot");
    await bootServer();
  }
}
