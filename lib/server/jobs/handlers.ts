import "server-only";
import { lt } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { idempotencyKeys } from "@/lib/db/schema";
import { expireCheckoutSession } from "../services/checkout/expire-checkout-session";
import { EXPORT_JOB, runExportJob } from "../services/exports/run-export";
import { reconcileProcessor } from "../services/processor/reconcile-processor";
import { settleRefund } from "../services/refunds/settle-refund";
import { deliverWebhookJob } from "../services/webhooks/deliver-webhook";
import { runBilling } from "../billing/run-billing";
import { purgeRequestLogs } from "../request-logs/purge-request-logs";
import { enqueueJob } from "./enqueue-job";
import type { JobHandler } from "./job-runner";

const HOUR = 3_600_000;
/** How long one billing job works before it hands the rest to a continuation. */
const BILLING_SLICE_MS = 2_000;
/** The billing clock ticks once a minute (BILLING_TICK_MS): renewals, retries, trial ends, cancellations. */
const billingTickMs = () => Number(process.env.BILLING_TICK_MS) || 60_000;

async function scheduleBillingRun(db: Db) {
  const tick = billingTickMs();
  const next = new Date((Math.floor(Date.now() / tick) + 1) * tick);
  await enqueueJob(db, "billing.run", {}, { runAt: next, dedupeKey: `billing:${next.toISOString()}` });
}

/** Idempotency records are kept 24 hours, then purged hourly. */
export async function scheduleMaintenance(db: Db) {
  const next = new Date(Math.ceil(Date.now() / HOUR) * HOUR);
  await enqueueJob(db, "maintenance.purge_idempotency_keys", {}, { runAt: next, dedupeKey: `purge-idem:${next.toISOString()}` });
  await enqueueJob(db, "processor.reconcile", {}, { runAt: next, dedupeKey: `reconcile:${next.toISOString()}` });
  await enqueueJob(db, "maintenance.purge_request_logs", {}, { runAt: next, dedupeKey: `purge-request-logs:${next.toISOString()}` });
  await scheduleBillingRun(db);
}

export const jobHandlers: Record<string, JobHandler> = {
  "checkout.expire_session": (payload, { db }) => expireCheckoutSession(db, payload),
  "refund.settle": (payload, { db, job }) => settleRefund(db, payload, { attempt: job.attempts }),
  "webhook.deliver": (payload, { db, job }) => deliverWebhookJob(db, payload, job.attempts),
  [EXPORT_JOB]: (payload, { db, job }) => runExportJob(db, payload, job),
  "billing.run": async (_payload, { db }) => {
    // The next tick is queued first: a run that crashes midway is followed by the next one anyway.
    await scheduleBillingRun(db);
    // A slice at a time: with more due, the run continues in a job of its own right away, after
    // the runner's other due jobs (and, while the API is busy, after its yield).
    const { more } = await runBilling(db, undefined, { budgetMs: BILLING_SLICE_MS });
    if (more) await enqueueJob(db, "billing.run", { continued: true }, { dedupeKey: `billing:more:${Date.now()}` });
  },
  // Live intents and refunds of the last 7 days against Stripe's, hourly (docs/processors.md).
  "processor.reconcile": async (_payload, { db }) => {
    const next = new Date((Math.floor(Date.now() / HOUR) + 1) * HOUR);
    await enqueueJob(db, "processor.reconcile", {}, { runAt: next, dedupeKey: `reconcile:${next.toISOString()}` });
    await reconcileProcessor(db);
  },
  "maintenance.purge_idempotency_keys": async (_payload, { db }) => {
    await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(Date.now() - 24 * HOUR)));
    const next = new Date((Math.floor(Date.now() / HOUR) + 1) * HOUR);
    await enqueueJob(db, "maintenance.purge_idempotency_keys", {}, { runAt: next, dedupeKey: `purge-idem:${next.toISOString()}` });
  },
  // Hourly, so no more than an hour's logs outlive REQUEST_LOG_RETENTION_DAYS.
  "maintenance.purge_request_logs": async (_payload, { db }) => {
    await purgeRequestLogs(db);
    const next = new Date((Math.floor(Date.now() / HOUR) + 1) * HOUR);
    await enqueueJob(db, "maintenance.purge_request_logs", {}, { runAt: next, dedupeKey: `purge-request-logs:${next.toISOString()}` });
  },
};
