import "server-only";
import { lt } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { idempotencyKeys } from "@/lib/db/schema";
import { expireCheckoutSession } from "../services/checkout/expire-checkout-session";
import { settleRefund } from "../services/refunds/settle-refund";
import { deliverWebhookJob } from "../services/webhooks/deliver-webhook";
import { enqueueJob } from "./enqueue-job";
import type { JobHandler } from "./job-runner";

const HOUR = 3_600_000;

/** Idempotency records are kept 24 hours, then purged hourly. */
export async function scheduleMaintenance(db: Db) {
  const next = new Date(Math.ceil(Date.now() / HOUR) * HOUR);
  await enqueueJob(db, "maintenance.purge_idempotency_keys", {}, { runAt: next, dedupeKey: `purge-idem:${next.toISOString()}` });
}

export const jobHandlers: Record<string, JobHandler> = {
  "checkout.expire_session": (payload, { db }) => expireCheckoutSession(db, payload),
  "refund.settle": (payload, { db }) => settleRefund(db, payload),
  "webhook.deliver": (payload, { db, job }) => deliverWebhookJob(db, payload, job.attempts),
  "maintenance.purge_idempotency_keys": async (_payload, { db }) => {
    await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(Date.now() - 24 * HOUR)));
    const next = new Date((Math.floor(Date.now() / HOUR) + 1) * HOUR);
    await enqueueJob(db, "maintenance.purge_idempotency_keys", {}, { runAt: next, dedupeKey: `purge-idem:${next.toISOString()}` });
  },
};
