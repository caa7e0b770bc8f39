/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pg",
    "ioredis",
    "rate-limiter-flexible",
    "pino",
    "pino-pretty",
    "prom-client",
    "@opentelemetry/sdk-trace-node",
    "@opentelemetry/exporter-trace-otlp-http",
    "@opentelemetry/instrumentation",
    "@opentelemetry/instrumentation-pg",
    "@opentelemetry/instrumentation-ioredis",
  ],
  poweredByHeader: false,
  // Lets parallel builds (tests, benchmarks, developers) use separate output folders.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // The API answers its own 404/405; keep URLs exactly as clients send them.
  skipTrailingSlashRedirect: true,
  // Type checking is its own step of `npm test` (tsc --noEmit over app, lib, tests, e2e and bench).
  typescript: { ignoreBuildErrors: true },
  // Every response, the /v1 API's and static files included: browsers never guess a content type.
  // The pages' own headers (CSP with a nonce, frame-ancestors, Referrer-Policy) come from proxy.ts.
  async headers() {
    return [{ source: "/:path*", headers: [{ key: "X-Content-Type-Options", value: "nosniff" }] }];
  },
};
export default nextConfig;
