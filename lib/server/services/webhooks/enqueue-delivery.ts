import "server-only";
import type { Db } from "@/lib/db/client";
import { enqueueJob } from "../../jobs/enqueue-job";

/** One manual delivery of an event to an endpoint, as soon as a job runner is free (durable). */
export async function enqueueManualDelivery(db: Db, eventId: string, webhookId: string) {
  await enqueueJob(db, "webhook.deliver", { event_id: eventId, webhook_id: webhookId, trigger: "manual" }, { maxAttempts: 1 });
}
