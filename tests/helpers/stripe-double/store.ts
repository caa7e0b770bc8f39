import { StripeApiError } from "./errors";
import { newId, nowSeconds } from "./ids";
import type { TestCard } from "./test-cards";
import type { Failure, FailureMatch, StripeDoubleState } from "./types";

export type StoredAnswer = { method: string; path: string; fingerprint: string; status: number; body: string; requestId: string };

type FailureRule = { match: FailureMatch; failure: Failure; remaining: number };

export type Kind = "payment_intent" | "refund" | "setup_intent" | "customer" | "payment_method" | "charge" | "event";

const KINDS: Record<Kind, { map: keyof Omit<StripeDoubleState, "requests">; label: string }> = {
  payment_intent: { map: "paymentIntents", label: "payment_intent" },
  refund: { map: "refunds", label: "refund" },
  setup_intent: { map: "setupIntents", label: "setupintent" },
  customer: { map: "customers", label: "customer" },
  payment_method: { map: "paymentMethods", label: "PaymentMethod" },
  charge: { map: "charges", label: "charge" },
  event: { map: "events", label: "event" },
};

const PREFIXES: Record<string, Kind> = {
  pi: "payment_intent",
  re: "refund",
  seti: "setup_intent",
  cus: "customer",
  pm: "payment_method",
  ch: "charge",
  evt: "event",
};

export function kindOfId(id: string): Kind | undefined {
  const prefix = id.slice(0, id.indexOf("_"));
  return Object.hasOwn(PREFIXES, prefix) ? PREFIXES[prefix] : undefined;
}

/** Everything the double knows: the public state plus what Stripe keeps to itself. */
export class Store {
  readonly state: StripeDoubleState = {
    paymentIntents: new Map(),
    refunds: new Map(),
    setupIntents: new Map(),
    customers: new Map(),
    paymentMethods: new Map(),
    charges: new Map(),
    events: new Map(),
    requests: [],
  };
  /** The test card behind each payment method. */
  readonly cards = new Map<string, TestCard>();
  /** Payment methods set up for off-session use (a SetupIntent or setup_future_usage succeeded). */
  readonly setUp = new Set<string>();
  /** Payment methods used once without a customer: Stripe refuses to use them again. */
  readonly consumed = new Set<string>();
  /** Intents whose shopper completed 3-D Secure for the pending attempt. */
  readonly authenticated = new Set<string>();
  /** The last return_url given for an intent (Stripe asks for one at confirmation). */
  readonly returnUrls = new Map<string, string>();
  readonly idempotency = new Map<string, StoredAnswer>();
  readonly revokedKeys = new Set<string>();
  failures: FailureRule[] = [];
  readonly accountId = newId("acct");
  readonly accountCreated = nowSeconds();

  reset(): void {
    for (const value of Object.values(this.state)) {
      if (value instanceof Map) value.clear();
    }
    this.state.requests.length = 0;
    this.modes.clear();
    this.cards.clear();
    this.setUp.clear();
    this.consumed.clear();
    this.authenticated.clear();
    this.returnUrls.clear();
    this.idempotency.clear();
    this.revokedKeys.clear();
    this.failures = [];
  }

  map(kind: Kind): Map<string, any> {
    return this.state[KINDS[kind].map];
  }

  /** Refunds have no `livemode` field: their mode is kept here for every object. */
  private readonly modes = new Map<string, boolean>();

  save(kind: Kind, object: { id: string; livemode?: boolean }, livemode = object.livemode): any {
    if (typeof livemode !== "boolean") throw new Error(`stripe-double: no mode for ${object.id}`);
    this.modes.set(object.id, livemode);
    this.map(kind).set(object.id, object);
    return object;
  }

  livemodeOf(id: string): boolean | undefined {
    return this.modes.get(id);
  }

  /**
   * The object of this mode, else Stripe's resource_missing: a 404 for an id in the URL, a 400
   * naming the param for an id in the body.
   */
  find(kind: Kind, id: string, livemode: boolean, param?: string): any {
    const found = this.map(kind).get(id);
    if (found && this.modes.get(id) === livemode) return found;
    let message = `No such ${KINDS[kind].label}: '${id}'`;
    if (found) {
      message += livemode
        ? "; a similar object exists in test mode, but a live mode key was used to make this request."
        : "; a similar object exists in live mode, but a test mode key was used to make this request.";
    }
    throw new StripeApiError(param ? 400 : 404, { type: "invalid_request_error", code: "resource_missing", message, param });
  }

  /** Objects of one mode, newest first (Stripe's list order). */
  list(kind: Kind, livemode: boolean): any[] {
    return [...this.map(kind).values()].filter((o) => this.modes.get(o.id) === livemode).reverse();
  }

  addFailure(match: FailureMatch, failure: Failure, times: number): void {
    if (!Number.isInteger(times) || times < 1) throw new Error("failNext: times must be a positive integer");
    this.failures.push({ match, failure, remaining: times });
  }

  takeFailure(method: string, path: string): Failure | undefined {
    const rule = this.failures.find((r) => {
      r.match.path.lastIndex = 0; // a /g pattern would otherwise remember its last match
      return r.remaining > 0 && (!r.match.method || r.match.method.toUpperCase() === method) && r.match.path.test(path);
    });
    if (!rule) return undefined;
    rule.remaining -= 1;
    this.failures = this.failures.filter((r) => r.remaining > 0);
    return rule.failure;
  }
}

/** What a handler knows about the request it serves. */
export type Ctx = {
  store: Store;
  livemode: boolean;
  apiKey: string;
  requestId: string;
  apiVersion: string;
  now: number;
};

/** The API version's date (`2026-10-28` of `2026-10-28.endive`) is at least `date`. */
export function versionAtLeast(ctx: Ctx, date: string): boolean {
  return ctx.apiVersion.slice(0, 10) >= date;
}
