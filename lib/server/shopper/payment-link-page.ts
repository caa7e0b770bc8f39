import "server-only";
import { cache } from "react";
import { getDb } from "@/lib/db/client";
import { getPublicPaymentLink, type PublicPaymentLink } from "../services/payment-links/get-public-payment-link";
import { takePageViewOf, type CheckoutRefusal } from "./checkout-limits";

/**
 * The payment link page's data. With the request's headers the view counts against the client
 * address's page limit (metadata passes null: one page load counts once).
 */
export const loadPaymentLinkPage = cache(
  async (id: string, headers: { get(name: string): string | null } | null): Promise<{ link: PublicPaymentLink | null; refusal: CheckoutRefusal | null }> => {
    const refusal = headers ? await takePageViewOf(headers) : null;
    if (refusal) return { link: null, refusal };
    return { link: await getPublicPaymentLink(await getDb(), id), refusal: null };
  },
);
