// Serves the production build for the browser tests: a fresh temporary PGlite folder, seeded
// first (PGlite allows one process per folder, so the seed must finish before the server opens
// it), then `next start`. Expects an existing build in NEXT_DIST_DIR (default .next); npm test
// builds before it runs Playwright. Stripe is the test suite's double (e2e/stripe-double-server.ts)
// on E2E_PORT + 50: live mode's key checks and payments never leave the machine.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const port = process.env.E2E_PORT || "3210";
const distDir = process.env.NEXT_DIST_DIR || ".next";
const stripePort = String(Number(port) + 50);
/** A key the Stripe double refuses as revoked (e2e/processor-settings.spec.ts saves it and gets the error). */
const REVOKED_STRIPE_KEY = "rk_live_e2eRevokedByStripe0000000000";

if (!existsSync(path.join(root, distDir, "BUILD_ID"))) {
  console.error(`[e2e] No production build in ${distDir}/. Build first: NEXT_DIST_DIR=${distDir} npx next build (npm test does this).`);
  process.exit(1);
}

const tempDir = mkdtempSync(path.join(os.tmpdir(), "cp-e2e-"));
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  NEXT_DIST_DIR: distDir,
  PGLITE_DATA_DIR: path.join(tempDir, "pglite"),
  RATE_LIMIT_PER_SECOND: "0",
  // Every spec signs in from 127.0.0.1: no per-address sign-in limit to speak of. The per-email
  // limit keeps its defaults (5 failures, 15 minutes): auth-sessions.spec.ts trips it, on a user
  // of its own.
  LOGIN_ATTEMPTS_PER_MINUTE: "10000",
  // Specs make their own data (and count it); the demo merchant starts empty here.
  SEED_DEMO_DATA: "0",
  PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
  // The specs' webhook receivers listen on 127.0.0.1.
  WEBHOOK_ALLOW_PRIVATE_DESTINATIONS: "1",
  // Every spec shops from 127.0.0.1: no per-address or per-merchant hosted-page limit to speak of.
  PAY_PAGES_PER_ADDRESS_PER_MINUTE: "0",
  PAY_ATTEMPTS_PER_ADDRESS_PER_HOUR: "0",
  PAY_ATTEMPTS_PER_MERCHANT_PER_MINUTE: "0",
  // The Stripe SDK talks to the double started below.
  STRIPE_API_BASE: `http://127.0.0.1:${stripePort}`,
};
// The browser tests always run on their own PGlite database, never on a shared PostgreSQL.
delete env.DATABASE_URL;
// Nor on deployment-wide Stripe keys of the machine: merchants start with no processor.
for (const name of ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"]) delete env[name];

// The Stripe double starts while the seed runs; the server starts once both are ready.
const stripeDouble = spawn(process.execPath, ["--import", "tsx", "e2e/stripe-double-server.ts"], {
  cwd: root,
  env: { ...process.env, STRIPE_DOUBLE_PORT: stripePort, STRIPE_DOUBLE_REVOKED_KEYS: REVOKED_STRIPE_KEY },
  stdio: ["ignore", "pipe", "inherit"],
});
const stripeReady = new Promise((resolve, reject) => {
  let out = "";
  stripeDouble.stdout.setEncoding("utf8");
  stripeDouble.stdout.on("data", (chunk) => {
    out += chunk;
    if (out.includes("stripe-double listening")) resolve(undefined);
  });
  stripeDouble.once("exit", (code) => reject(new Error(`the Stripe double exited (${code}) before it listened on ${stripePort}`)));
});

// The seed's JSON (login and fresh API keys of the demo merchant), for specs that call /v1;
// one file per port, so that runs on other ports never read or delete it. The other merchants
// are the sign-in specs' own users (<name>@example.com / demo-password), which they lock out,
// sign out everywhere or give a new password, so that no other spec ever loses the demo login.
const AUTH_USERS = ["e2e-lockout", "e2e-sessions", "e2e-password"];
const seedFile = path.join(root, "e2e", `.seed-${port}.json`);
const cleanup = () => {
  if (stripeDouble.exitCode === null) stripeDouble.kill("SIGTERM");
  rmSync(tempDir, { recursive: true, force: true });
  rmSync(seedFile, { force: true });
};

const seed = spawnSync(
  path.join(root, "node_modules/.bin/tsx"),
  ["--conditions=react-server", "scripts/seed.ts", "--json", "--account", "demo", ...AUTH_USERS.flatMap((name) => ["--account", name])],
  {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "inherit"],
    encoding: "utf8",
  },
);
if (seed.status !== 0) {
  console.error("[e2e] seeding the demo merchant failed");
  cleanup();
  process.exit(seed.status ?? 1);
}
// The demo merchant's line (the first) is the file.
writeFileSync(seedFile, seed.stdout.split("\n")[0] + "\n");

try {
  await stripeReady;
} catch (error) {
  console.error(`[e2e] ${error.message}`);
  cleanup();
  process.exit(1);
}

const server = spawn(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "start", "-p", port, "-H", "127.0.0.1"], {
  cwd: root,
  env,
  stdio: "inherit",
});

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopping = true;
    server.kill(signal);
    stripeDouble.kill("SIGTERM");
    // Do not wait forever for a stuck server.
    setTimeout(() => server.kill("SIGKILL"), 8_000).unref();
  });
}
server.on("exit", (code) => {
  cleanup();
  process.exit(stopping ? 0 : (code ?? 1));
});
stripeDouble.on("exit", (code) => {
  if (stopping) return;
  console.error(`[e2e] the Stripe double stopped (${code}); stopping the server`);
  server.kill("SIGTERM");
});
