import type { PaymentLinkCreate } from "@/lib/schemas/payment-link";

/** Always a full object: the shopper sees a confirmation page unless a redirect is set. */
export function normalizeAfterCompletion(input: PaymentLinkCreate["after_completion"]) {
  if (!input) return { type: "hosted_confirmation", hosted_confirmation: { custom_message: null }, redirect: null };
  return {
    type: input.type,
    hosted_confirmation: input.type === "hosted_confirmation" ? { custom_message: input.hosted_confirmation?.custom_message ?? null } : null,
    redirect: input.type === "redirect" && input.redirect ? { url: input.redirect.url } : null,
  };
}
