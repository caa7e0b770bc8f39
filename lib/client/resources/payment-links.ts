// The payment links resource as the dashboard uses it. Lines are fixed once created; the label,
// the after-completion behaviour, promo codes and `active` can change.
import type { PaymentLink, PaymentLinkCreate, PaymentLinkListQuery, PaymentLinkUpdate } from "@/lib/schemas/payment-link";
import { createQueryKeys } from "../query-keys";
import { defineResource } from "../resource";

/** What the payment links table can ask for (a subset of the API's list query). */
export type PaymentLinkListParams = Pick<PaymentLinkListQuery, "active" | "limit" | "starting_after" | "ending_before">;

export const paymentLinkKeys = createQueryKeys<"payment-links", PaymentLinkListParams>("payment-links");

export const paymentLinksResource = defineResource<PaymentLink, PaymentLinkCreate, PaymentLinkUpdate, PaymentLinkListParams>({
  path: "/v1/payment_links",
  singular: "payment_link",
  keys: paymentLinkKeys,
  idOf: (l) => l.payment_link_id,
});
