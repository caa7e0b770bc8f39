export type RecordedRequest = {
  method: string;
  path: string;
  idempotencyKey: string | null;
  apiKey: string;
  params: Record<string, unknown>;
};

export type StripeDoubleState = {
  paymentIntents: Map<string, any>;
  refunds: Map<string, any>;
  setupIntents: Map<string, any>;
  customers: Map<string, any>;
  paymentMethods: Map<string, any>;
  /** Charges behind the intents (`latest_charge`), readable with GET /v1/charges/:id. */
  charges: Map<string, any>;
  /** Events made by event()/sendEvent(), readable with GET /v1/events/:id. */
  events: Map<string, any>;
  /** Every request that reached the double, in order. */
  requests: RecordedRequest[];
};

export type FailureMatch = { method?: string; path: RegExp };

/** A status answers Stripe's error body for it at once; a delay executes the request and holds its answer. */
export type Failure = { status: 429 | 500 | 502 | 503 } | { delayMs: number };

export type RefundOutcome = { status: "succeeded"; arn?: string } | { status: "failed"; reason?: string };

export type EventOptions = { livemode?: boolean; id?: string };

export type SendEventOptions = EventOptions & { badSignature?: boolean };

export type StripeDouble = {
  url: string;
  sdkOptions: { host: string; port: number; protocol: "http" };
  state: StripeDoubleState;
  failNext(match: FailureMatch, failure: Failure, times?: number): void;
  authenticate(intentId: string, outcome?: "succeed" | "fail"): void;
  settleRefund(refundId: string, outcome: RefundOutcome): any;
  event(type: string, object: any, options?: EventOptions): { payload: string; event: any };
  sendEvent(toUrl: string, webhookSecret: string, type: string, object: any, options?: SendEventOptions): Promise<{ status: number; body: string }>;
  /** Answers 401 `api_key_expired` to this key from now on (a rolled key). */
  revokeKey(apiKey: string): void;
  reset(): void;
  close(): Promise<void>;
};
