import "server-only";
import type { Db } from "@/lib/db/client";
import { enqueueJob, INTERACTIVE_JOB_PRIORITY } from "../../jobs/enqueue-job";

/**
 * One manual delivery of an event to an endpoint (durable). The merchant is watching for it, so it
 * runs ahead of any backlog of scheduled deliveries and retries.
 */
export async function enqueueManualDelivery(db: Db, eventId: string, webhookId: string) {
  await enqueueJob(
    db,
    "webhook.deliver",
    { event_id: eventId, webhook_id: webhookId, trigger: "manual" },
    { maxAttempts: 1, priority: INTERACTIVE_JOB_PRIORITY },
  );
}
