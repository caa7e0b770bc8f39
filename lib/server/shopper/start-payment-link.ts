import "server-only";
import { getDb } from "@/lib/db/client";
import { publicBaseUrl } from "../config";
import { ApiError } from "../errors";
import { startPaymentLinkSession } from "../services/payment-links/start-payment-link-session";

/**
 * A shopper opened /pay/l/{id}: a new checkout session for the link, and the URL of its hosted
 * page; null when the link is unknown, deactivated, or its prices can no longer be sold.
 */
export async function startPaymentLinkForShopper(linkId: string, request: Request): Promise<string | null> {
  try {
    const session = await startPaymentLinkSession(await getDb(), linkId);
    if (!session) return null;
    // redirect_url is on PUBLIC_BASE_URL when set; otherwise stay on the host the shopper used.
    return new URL(new URL(session.redirect_url).pathname, publicBaseUrl(request)).toString();
  } catch (error) {
    // e.g. 422 price_not_found: a price of the link was deactivated.
    if (error instanceof ApiError && error.status < 500) return null;
    throw error;
  }
}
