/**
 * What the services need from a card processor: the built-in test processor (test mode) and the
 * Stripe adapter (live mode) implement it. One processor payment per payment intent of ours; every
 * call that moves money carries an idempotency key derived from our ids, so a retried request
 * never moves money twice.
 */
export type CardDetails = { brand: string; last4: string; hsaFsa: boolean };

/** Our ids, sent along as the processor payment's metadata. */
export type ProcessorRef = { accountId: string; paymentIntentId: string; checkoutSessionId?: string | null; invoiceId?: string | null };

export type AuthorizeInput = {
  /** A test token (pm_card_visa), a Stripe PaymentMethod (pm_...) or a saved card's token. */
  token: string;
  /** Cents; 0 checks the card without holding money (a trial's card). */
  amount: number;
  /** The HSA/FSA cart: an HSA/FSA card may pay only eligible items. */
  eligibleCart: boolean;
  ref: ProcessorRef;
  idempotencyKey: string;
  /** A card saved with the processor's customer: charged with it, off-session for renewals. */
  customer?: { processorCustomerId: string; offSession: boolean } | null;
  /** A payment already started for this intent (it needed 3-D Secure): checked, not started again. */
  existingPaymentId?: string | null;
};

export type AuthorizeResult =
  | { ok: true; paymentId: string; chargeId: string; card: CardDetails }
  | { ok: false; code: string; message: string; declineCode?: string; paymentId?: string | null }
  | { ok: "requires_action"; paymentId: string; clientSecret: string };

export type SaveCardResult =
  { ok: true; token: string; card: CardDetails; processorCustomerId: string | null } | { ok: false; code: string; message: string; declineCode?: string };

export type RefundOutcome = { status: "succeeded"; arn: string } | { status: "failed"; reason: string };

export interface PaymentProcessor {
  readonly name: "test" | "stripe";
  /** Describes the card behind a token without charging it (saving a card, showing it). */
  describe(token: string): Promise<CardDetails | null>;
  /** Places a hold of `amount` (captured later, or released). */
  authorize(input: AuthorizeInput): Promise<AuthorizeResult>;
  /** Captures `amount` of the hold; the rest is released. */
  capture(paymentId: string, amount: number, idempotencyKey: string): Promise<void>;
  /** Releases a hold that will not be captured. */
  release(paymentId: string, idempotencyKey: string): Promise<void>;
  /** Starts a refund of captured money; it settles later. */
  refund(paymentId: string, amount: number, idempotencyKey: string, metadata: Record<string, string>): Promise<{ processorRefundId: string }>;
  /**
   * How a refund settled, when this processor is asked (the test network); null when the
   * processor tells by webhook instead (Stripe's refund.updated).
   */
  settleRefund(processorRefundId: string): Promise<RefundOutcome | null>;
  /** The processor's customer for one of ours (Stripe cus_...), made once; null for the test network. */
  ensureCustomer(customer: { id: string | null; email: string | null }, idempotencyKey: string): Promise<string | null>;
  /** Saves a card for later off-session charges (Stripe: a SetupIntent with the customer). */
  saveCard(input: {
    token: string;
    customer: { id: string | null; email: string | null; processorCustomerId: string | null };
    idempotencyKey: string;
  }): Promise<SaveCardResult>;
}
