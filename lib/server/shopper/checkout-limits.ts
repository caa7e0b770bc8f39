import "server-only";
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { clientAddress } from "../http/client-address";
import { countRateLimitRefusal } from "../metrics";
import { createLimiterStore, intSetting } from "../http/limiter-store";

/**
 * Card-testing defences of the hosted pages (no merchant session, so no API-key limit applies),
 * with the other limiters (Redis with REDIS_URL, memory otherwise; see limiter-store.ts):
 * - PAY_DECLINES_PER_SESSION (5): declined cards on one checkout session; the one that reaches it
 *   pauses the session's payment attempts for PAY_PAUSE_MINUTES (60), recorded on the session so
 *   the merchant sees it (and a checkout.session.attempts_paused event);
 * - PAY_ATTEMPTS_PER_ADDRESS_PER_HOUR (30): payment attempts from one client address, any session;
 * - PAY_ATTEMPTS_PER_MERCHANT_PER_MINUTE (60): payment attempts on one merchant's pages (per mode);
 * - PAY_PAGES_PER_ADDRESS_PER_MINUTE (60): anonymous page loads (/pay/l, /pay/c) per client address.
 * 0 turns a limit off.
 */
export function checkoutLimitConfig() {
  return {
    declinesPerSession: intSetting(process.env.PAY_DECLINES_PER_SESSION, 5),
    pauseMinutes: Math.max(1, intSetting(process.env.PAY_PAUSE_MINUTES, 60)),
    attemptsPerAddressPerHour: intSetting(process.env.PAY_ATTEMPTS_PER_ADDRESS_PER_HOUR, 30),
    attemptsPerMerchantPerMinute: intSetting(process.env.PAY_ATTEMPTS_PER_MERCHANT_PER_MINUTE, 60),
    pagesPerAddressPerMinute: intSetting(process.env.PAY_PAGES_PER_ADDRESS_PER_MINUTE, 60),
  };
}

type Limiters = {
  sessionDeclines: RateLimiterAbstract | null;
  address: RateLimiterAbstract | null;
  merchant: RateLimiterAbstract | null;
  pages: RateLimiterAbstract | null;
  declinesPerSession: number;
  ready: Promise<void> | null;
};

function build(): Limiters {
  const c = checkoutLimitConfig();
  const store = createLimiterStore();
  return {
    sessionDeclines: store.make("pay_declines", c.declinesPerSession, c.pauseMinutes * 60),
    address: store.make("pay_addr", c.attemptsPerAddressPerHour, 3600),
    merchant: store.make("pay_merchant", c.attemptsPerMerchantPerMinute, 60),
    pages: store.make("pay_pages", c.pagesPerAddressPerMinute, 60),
    declinesPerSession: c.declinesPerSession > 0 ? Math.max(1, Math.floor(c.declinesPerSession / store.share)) : 0,
    ready: store.ready,
  };
}

const KEY = Symbol.for("commerce-payments.checkout-limits");
type WithLimiters = typeof globalThis & { [KEY]?: Limiters };

function limiters(): Limiters {
  const g = globalThis as WithLimiters;
  g[KEY] ??= build();
  return g[KEY];
}

/** Forgets the process's limiters (tests change the configuration between cases). */
export function resetCheckoutLimits() {
  (globalThis as WithLimiters)[KEY] = undefined;
}

async function ready(l: Limiters) {
  if (l.ready) {
    await l.ready;
    l.ready = null;
  }
}

export type CheckoutRefusal = { reason: "address" | "merchant" | "pages"; retryAfterMs: number };

async function take(limiter: RateLimiterAbstract | null, key: string, reason: CheckoutRefusal["reason"]): Promise<CheckoutRefusal | null> {
  if (!limiter) return null;
  try {
    await limiter.consume(key);
    return null;
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    countRateLimitRefusal(`hosted_${reason}`);
    return { reason, retryAfterMs: rejection.msBeforeNext };
  }
}

/** One payment attempt from this address on this merchant's page: null when it may go ahead. */
export async function beginPayAttempt(merchant: { accountId: string; testMode: boolean }, address: string): Promise<CheckoutRefusal | null> {
  const l = limiters();
  await ready(l);
  return (await take(l.address, address, "address")) ?? (await take(l.merchant, `${merchant.accountId}:${merchant.testMode ? "test" : "live"}`, "merchant"));
}

/** One anonymous page load from this address: null when it may be served. */
export async function takePageView(address: string): Promise<CheckoutRefusal | null> {
  const l = limiters();
  await ready(l);
  return take(l.pages, address, "pages");
}

/** A page load with these request headers (a server component's headers()). */
export async function takePageViewOf(headers: { get(name: string): string | null }): Promise<CheckoutRefusal | null> {
  return takePageView(clientAddress(headers));
}

/**
 * A card was declined on this session. True when this decline used the session's last one: the
 * caller pauses the session's attempts (checkoutLimitConfig().pauseMinutes).
 */
export async function recordDecline(sessionId: string): Promise<boolean> {
  const l = limiters();
  if (!l.sessionDeclines) return false;
  await ready(l);
  try {
    const res = await l.sessionDeclines.consume(sessionId);
    return res.consumedPoints >= l.declinesPerSession;
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    return true;
  }
}

/** What the shopper reads: "Too many payment attempts from your network. Try again in 12 minutes." */
export function checkoutRefusalMessage(refusal: CheckoutRefusal): string {
  const minutes = Math.max(1, Math.ceil(refusal.retryAfterMs / 60_000));
  const wait = `Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
  if (refusal.reason === "merchant") return `This store is receiving too many payment attempts right now. ${wait}`;
  if (refusal.reason === "pages") return `Too many requests from your network. ${wait}`;
  return `Too many payment attempts from your network. ${wait}`;
}
