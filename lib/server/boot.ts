import "server-only";
import { randomBytes } from "node:crypto";
import { getDatabase } from "@/lib/db/client";
import { accounts } from "@/lib/db/schema";
import { publicBaseUrl } from "./config";
import { jobHandlers, scheduleMaintenance } from "./jobs/handlers";
import { jobInstanceId } from "./jobs/instance-id";
import { JobRunner } from "./jobs/job-runner";
import { seedDemoData } from "./services/accounts/seed-demo-data";
import { DEMO_ACCOUNT, seedMerchant } from "./services/accounts/seed-merchant";
import { appKeys } from "./crypto/app-key";
import { sealLegacyWebhookSecrets } from "./services/webhooks/seal-legacy-webhook-secrets";

/** True when HOST makes the server reachable from other machines (not a loopback address). */
export function servesTheNetwork(host = process.env.HOST): boolean {
  return Boolean(host) && !["127.0.0.1", "localhost", "::1", "[::1]"].includes(host!.trim().toLowerCase()) && !host!.startsWith("127.");
}

const RUNNER_KEY = Symbol.for("commerce-payments.job-runner");

/**
 * Server start: open (and for PGlite migrate) the database, seed the demo merchant into an empty
 * database, start the job runner.
 */
export async function bootServer() {
  const database = await getDatabase();
  const { db } = database;
  // The encryption key first: a server that cannot read its secrets should not start.
  appKeys();
  await sealLegacyWebhookSecrets(db);
  if (process.env.SEED_ON_START !== "0") {
    const [any] = await db.select({ id: accounts.id }).from(accounts).limit(1);
    if (!any) {
      // On the network, never the well-known demo password: a random one, printed this once.
      const exposed = servesTheNetwork() && !process.env.SEED_PASSWORD;
      const merchant = await seedMerchant(db, DEMO_ACCOUNT, exposed ? randomBytes(15).toString("base64url") : undefined);
      await seedDemoData(db, merchant.account_id);
      const base = publicBaseUrl();
      process.stdout.write(
        `\nDemo merchant created. Dashboard: ${base}/login\n  email:    ${merchant.email}\n  password: ${merchant.password}` +
          `${exposed ? "   (random: this server listens on the network; it is shown only now)" : ""}\n` +
          `  test key: ${merchant.test_secret_key}\n  live key: ${merchant.live_secret_key}\n\n`,
      );
    }
  }
  if (process.env.JOBS_DISABLED !== "1") {
    const g = globalThis as typeof globalThis & { [RUNNER_KEY]?: JobRunner };
    if (!g[RUNNER_KEY]) {
      await scheduleMaintenance(db);
      // A restart takes back its previous process's claimed jobs at once (instance-id.ts); any
      // other dead worker's jobs are taken over when their 30 s lease runs out.
      g[RUNNER_KEY] = new JobRunner(db, jobHandlers, { pollMs: Number(process.env.JOBS_POLL_MS || 1000), ...jobInstanceId(database.kind) });
      g[RUNNER_KEY].start();
    }
  }
}
