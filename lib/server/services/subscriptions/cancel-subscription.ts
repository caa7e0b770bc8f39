import "server-only";
import { eq } from "drizzle-orm";
import { subscriptions } from "@/lib/db/schema";
import { billingNow } from "../../billing/billing-clock";
import { inTransaction, type Scope } from "../../scope";
import { recordEvents } from "../record-event";
import { findSubscriptionOrThrow } from "./get-subscription";
import { serializeSubscription } from "./serialize-subscription";

/**
 * DELETE /v1/subscriptions/{id}: cancels at the end of the current period (a trial: at its end);
 * nothing more is charged. An ended subscription is answered unchanged.
 */
export async function cancelSubscription(scope: Scope, id: string) {
  return inTransaction(scope, async (tx) => {
    const sub = await findSubscriptionOrThrow(tx, id, true);
    if (sub.status === "canceled" || sub.status === "incomplete_expired" || sub.cancelAtPeriodEnd) return serializeSubscription(tx, sub);
    const at = await billingNow(tx);
    const [row] = await tx.db.update(subscriptions).set({ cancelAtPeriodEnd: true, canceledAt: at, updatedAt: at }).where(eq(subscriptions.id, id)).returning();
    const object = await serializeSubscription(tx, row);
    await recordEvents(tx, [{ type: "customer.subscription.updated", key: "subscription", object, objectId: id }]);
    return object;
  });
}
