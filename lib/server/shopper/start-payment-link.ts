import "server-only";
import { getDb } from "@/lib/db/client";
import { publicBaseUrl } from "../config";
import { ApiError } from "../errors";
import { clientAddress, requestIsHttps } from "../http/client-address";
import { findShopperSession } from "../services/checkout/find-shopper-session";
import { startPaymentLinkSession } from "../services/payment-links/start-payment-link-session";
import { checkoutRefusalMessage, takePageView } from "./checkout-limits";

const cookieName = (linkId: string) => `cp_plink_${linkId}`;
const SESSION_COOKIE_SECONDS = 24 * 60 * 60;

/** The browser's earlier session of this link, when it can still be paid. */
async function reusableSession(linkId: string, request: Request): Promise<string | null> {
  const cookie = request.headers.get("cookie") ?? "";
  const value = cookie
    .split(";")
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${cookieName(linkId)}=`))
    ?.slice(cookieName(linkId).length + 1);
  const [sessionId, secret] = decodeURIComponent(value ?? "").split(".");
  if (!sessionId || !secret) return null;
  const found = await findShopperSession(await getDb(), sessionId, secret);
  if (!found || found.paymentLinkId !== linkId || found.session.status !== "open" || found.session.expires_at * 1000 <= Date.now()) return null;
  return found.session.redirect_url;
}

const redirect = (location: string, extra: Record<string, string> = {}) =>
  new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store", ...extra } });

/**
 * "Continue to payment" on a payment link's page: the browser's open session of this link again
 * (a cookie, so going back and forth makes one session), else a new checkout session; then its
 * hosted page. Limited per client address with the other anonymous pages; only same-origin form
 * posts are taken (a cross-site page cannot make sessions in a shopper's name).
 */
export async function startPaymentLinkCheckout(linkId: string, request: Request): Promise<Response> {
  const origin = request.headers.get("origin");
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  if (origin && origin !== "null" && new URL(origin).host !== host && new URL(origin).origin !== new URL(publicBaseUrl(request)).origin) {
    return new Response("Cross-site request refused.", { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  }
  const refusal = await takePageView(clientAddress(request.headers));
  if (refusal) {
    const retryAfter = String(Math.max(1, Math.ceil(refusal.retryAfterMs / 1000)));
    return new Response(checkoutRefusalMessage(refusal), {
      status: 429,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": retryAfter, "Cache-Control": "no-store" },
    });
  }
  const base = publicBaseUrl(request);
  // redirect_url is on PUBLIC_BASE_URL when set; otherwise stay on the host the shopper used.
  const onThisHost = (url: string) => {
    const target = new URL(url);
    return new URL(target.pathname + target.search, base).toString();
  };
  const existing = await reusableSession(linkId, request);
  if (existing) return redirect(onThisHost(existing));
  let session;
  try {
    session = await startPaymentLinkSession(await getDb(), linkId);
  } catch (error) {
    // e.g. 422 price_not_found: a price of the link was deactivated.
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    session = null;
  }
  if (!session) return redirect(`${base}/pay/link-inactive`);
  const secret = new URL(session.redirect_url).searchParams.get("secret") ?? "";
  const secure = requestIsHttps(request.headers) ? "; Secure" : "";
  const cookie = `${cookieName(linkId)}=${encodeURIComponent(`${session.checkout_session_id}.${secret}`)}; Path=/pay/l/${linkId}; Max-Age=${SESSION_COOKIE_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
  return redirect(onThisHost(session.redirect_url), { "Set-Cookie": cookie });
}
