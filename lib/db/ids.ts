import { randomFillSync } from "node:crypto";
import { ulid as ulidWith } from "ulid";

// The same CSPRNG bytes the ulid package draws, but from a 4 KiB pool refilled in one call: its
// default draws one byte per character (16 randomFillSync calls per id, 4.5% of a create's CPU
// in the profile). A byte / 256 is uniform over [0, 1), so each character stays uniform over 32.
const POOL = Buffer.alloc(4096);
let poolAt = POOL.length;
function pooledRandom(): number {
  if (poolAt === POOL.length) {
    randomFillSync(POOL);
    poolAt = 0;
  }
  return POOL[poolAt++] / 256;
}

// Never a monotonic factory: it makes ids of the same millisecond consecutive, so one id gives
// away its neighbours (a shopper could walk to other shoppers' checkout pages). Every id draws its
// 80 random bits afresh; ids of one millisecond sort in no particular order.
const ulid = () => ulidWith(undefined, pooledRandom);

export const ID_PREFIXES = {
  account: "facct_",
  user: "fuser_",
  apiKey: "fkey_",
  product: "fprod_",
  price: "fprice_",
  coupon: "fcpn_",
  promoCode: "fpromo_",
  paymentLink: "fplink_",
  checkoutSession: "fcs_",
  paymentIntent: "fpi_",
  setupIntent: "fseti_",
  capture: "fcap_",
  captureItem: "fcapi_",
  refund: "fre_",
  invoice: "finv_",
  subscription: "fsub_",
  subscriptionItem: "fsi_",
  customer: "fcus_",
  shippingAddress: "fship_",
  splitCart: "fsc_",
  export: "fexp_",
  event: "fevt_",
  webhook: "fwh_",
  webhookAttempt: "fwha_",
  eligibilityList: "felist_",
  job: "fjob_",
  paymentMethod: "fpm_",
  charge: "fch_",
  lineItem: "fli_",
  idempotency: "fidem_",
  couponRedemption: "fredm_",
  reconciliationIssue: "frec_",
  request: "req_",
} as const;

export type IdKind = keyof typeof ID_PREFIXES;

/** Prefixed, lower-case, time-sortable id (ULID body: 48 bits of milliseconds, 80 fresh random bits). */
export function newId(kind: IdKind): string {
  return ID_PREFIXES[kind] + ulid().toLowerCase();
}

/**
 * `count` ids made together, in ascending order: rows written in one statement (a session's
 * intents, a subscription's items, one write's events) keep their order when listed by
 * (created_at, id), while each id still carries its own 80 fresh random bits.
 */
export function newIds(kind: IdKind, count: number): string[] {
  return Array.from({ length: count }, () => newId(kind)).sort();
}

// Request ids are made for every request: time, a per-process tag and a counter are unique
// enough for a log correlation id, without drawing a ULID's randomness each time.
const PROCESS_TAG = Array.from({ length: 8 }, () => Math.floor(Math.random() * 36).toString(36)).join("");
let requestCounter = 0;

/** req_ + 26 lower-case characters like every id: base-36 milliseconds, a process tag, a counter. */
export function newRequestId(): string {
  requestCounter = (requestCounter + 1) % 2_821_109_907_456; // 36^8
  return `req_${Date.now().toString(36).padStart(10, "0")}${PROCESS_TAG}${requestCounter.toString(36).padStart(8, "0")}`;
}
