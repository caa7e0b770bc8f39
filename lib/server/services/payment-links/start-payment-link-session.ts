import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { paymentLinks } from "@/lib/db/schema";
import { createCheckoutSession } from "../checkout/create-checkout-session";

/**
 * A shopper opened a payment link: a new checkout session for the link's items and settings.
 * Null when the link does not exist or is deactivated.
 */
export async function startPaymentLinkSession(db: Db, linkId: string) {
  if (!/^fplink_[0-9a-z]{26}$/.test(linkId)) return null;
  const [link] = await db.select().from(paymentLinks).where(eq(paymentLinks.id, linkId)).limit(1);
  if (!link || !link.active) return null;
  const scope = { db, accountId: link.accountId, testMode: link.testMode };
  const after = link.afterCompletion as { type: string; redirect?: { url: string } | null };
  return createCheckoutSession(
    scope,
    {
      line_items: link.lineItems.map((l) => ({ price: l.price, quantity: l.quantity })),
      allow_promotion_codes: link.allowPromotionCodes,
      shipping_address_collection: link.shippingAddressCollection,
      shipping_options: link.shippingOptions
        ? { shipping_rate_id: link.shippingOptions.shipping_rate_id, shipping_amount: link.shippingOptions.shipping_amount }
        : undefined,
      tax_rate: link.lineItems.some((l) => l.tax_rate) ? { amount: link.lineItems.reduce((s, l) => s + (l.tax_rate?.amount ?? 0), 0) } : undefined,
      capture_method: link.paymentIntentData.capture_method as "automatic" | "manual",
      metadata: { ...link.paymentIntentData.metadata, payment_link: link.id },
      success_url: after.type === "redirect" && after.redirect ? after.redirect.url : null,
    },
    { paymentLinkId: link.id, origin: link.origin },
  );
}
