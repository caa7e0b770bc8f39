import "server-only";
import { eq } from "drizzle-orm";
import { paymentLinks } from "@/lib/db/schema";
import type { PaymentLinkUpdate } from "@/lib/schemas/payment-link";
import { clockNow, inTransaction, type Scope } from "../../scope";
import { mergeMetadata } from "../merge-metadata";
import { recordEvent } from "../record-event";
import { getPaymentLinkOrThrow } from "./get-payment-link";
import { normalizeAfterCompletion } from "./normalize-after-completion";
import { serializePaymentLink } from "./serialize-payment-link";

/** Partial update: label, after_completion, active (deactivate/reactivate), promo codes, metadata. */
export async function updatePaymentLink(scope: Scope, id: string, input: PaymentLinkUpdate) {
  return inTransaction(scope, async (tx) => {
    const current = await getPaymentLinkOrThrow(tx, id, true);
    const patch: Partial<typeof paymentLinks.$inferInsert> = { updatedAt: clockNow(tx) };
    if (input.label !== undefined) patch.label = input.label;
    if (input.after_completion !== undefined) patch.afterCompletion = normalizeAfterCompletion(input.after_completion);
    if (input.active != null) patch.active = input.active;
    if (input.allow_promotion_codes != null) patch.allowPromotionCodes = input.allow_promotion_codes;
    if (input.metadata !== undefined) patch.metadata = mergeMetadata(current.metadata, input.metadata);
    const [row] = await tx.db.update(paymentLinks).set(patch).where(eq(paymentLinks.id, id)).returning();
    const link = serializePaymentLink(row);
    await recordEvent(tx, "payment_link.updated", "payment_link", link, link.payment_link_id);
    return link;
  });
}
