import { monotonicFactory } from "ulid";

const ulid = monotonicFactory();

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
  request: "req_",
} as const;

export type IdKind = keyof typeof ID_PREFIXES;

/** Prefixed, lower-case, time-sortable id (ULID body). */
export function newId(kind: IdKind): string {
  return ID_PREFIXES[kind] + ulid().toLowerCase();
}

// Request ids are made for every request: time, a per-process tag and a counter are unique
// enough for a log correlation id, without drawing a ULID's randomness each time.
const PROCESS_TAG = Math.random().toString(36).slice(2, 8).padEnd(6, "0");
let requestCounter = 0;

/** req_ + base-36 milliseconds + process tag + counter: fresh per request, sortable by time. */
export function newRequestId(): string {
  requestCounter = (requestCounter + 1) % 2_176_782_336;
  return `req_${Date.now().toString(36)}${PROCESS_TAG}${requestCounter.toString(36).padStart(6, "0")}`;
}
