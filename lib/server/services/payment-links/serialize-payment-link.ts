import type { paymentLinks } from "@/lib/db/schema";
import type { PaymentLink } from "@/lib/schemas/payment-link";
import { publicBaseUrl } from "../../config";

export type PaymentLinkRow = typeof paymentLinks.$inferSelect;

/** The hosted address shoppers open; it starts a new checkout session for the link. */
export function paymentLinkUrl(id: string): string {
  return `${publicBaseUrl()}/pay/l/${id}`;
}

export function serializePaymentLink(row: PaymentLinkRow): PaymentLink {
  const after = row.afterCompletion as PaymentLink["after_completion"];
  return {
    payment_link_id: row.id,
    label: row.label,
    active: row.active,
    line_items: row.lineItems,
    allow_promotion_codes: row.allowPromotionCodes,
    shipping_address_collection: row.shippingAddressCollection,
    shipping_options: row.shippingOptions,
    metadata: row.metadata,
    url: paymentLinkUrl(row.id),
    created_at: row.createdAt.toISOString(),
    payment_intent_data: row.paymentIntentData as PaymentLink["payment_intent_data"],
    after_completion: {
      type: after.type,
      hosted_confirmation: after.hosted_confirmation ?? null,
      redirect: after.redirect ?? null,
    },
    origin: row.origin as PaymentLink["origin"],
    test_mode: row.testMode,
  };
}
