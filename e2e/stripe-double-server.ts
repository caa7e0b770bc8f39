// The browser suite's Stripe: the test suite's stateful double of Stripe's API, as a process of its
// own (e2e/start-server.mjs runs it with `node --import tsx` and points the app's STRIPE_API_BASE at it).
//   STRIPE_DOUBLE_PORT          the port on 127.0.0.1
//   STRIPE_DOUBLE_REVOKED_KEYS  comma-separated keys Stripe refuses (401), as a revoked key is
// Prints one line "stripe-double listening on <url>" once it accepts requests.
import { startStripeDouble } from "../tests/helpers/stripe-double";

const port = Number(process.env.STRIPE_DOUBLE_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error("STRIPE_DOUBLE_PORT must be a port number");

const double = await startStripeDouble({ port });
for (const key of (process.env.STRIPE_DOUBLE_REVOKED_KEYS ?? "").split(",").filter(Boolean)) double.revokeKey(key.trim());
process.stdout.write(`stripe-double listening on ${double.url}\n`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void double.close().finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 2_000).unref();
  });
}
