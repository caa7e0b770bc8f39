import "server-only";
import { ApiError } from "../errors";
import type { AuthorizeInput, AuthorizeResult, CardDetails, PaymentProcessor, RefundOutcome, SaveCardResult } from "./payment-processor";
import { Stripe, stripeClient } from "./stripe-client";

/** Cards only, confirmed on the server without redirects (3-D Secure runs in Stripe.js on the page). */
const CARD_ONLY = { automatic_payment_methods: { enabled: true, allow_redirects: "never" as const } };

/**
 * A Stripe error as the API's: a card refusal is a decline (handled by the caller); Stripe not
 * answering, or refusing our key, is a 502 that changes nothing; a request Stripe refused is a 400.
 */
export function processorError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const mapped = mapStripeError(error);
  // The SDK's error stays reachable: a caller tells "answered with an error" from "did not answer".
  return Object.assign(mapped, { cause: error });
}

function mapStripeError(error: unknown): ApiError {
  if (error instanceof Stripe.errors.StripeAuthenticationError || error instanceof Stripe.errors.StripePermissionError) {
    return ApiError.of(
      502,
      "processor_authentication_failed",
      "Stripe refused this account's secret key (or its permissions): update it in Settings → Payments processor. Nothing was changed.",
    );
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeIdempotencyError) {
    return ApiError.badRequest("processor_request_refused", `Stripe refused the request: ${error.message}`, []);
  }
  if (error instanceof Stripe.errors.StripeRateLimitError) {
    return ApiError.of(502, "processor_unavailable", "Stripe is rate limiting this account right now. Nothing was changed; try again in a moment.");
  }
  const what = error instanceof Stripe.errors.StripeConnectionError ? "did not answer in time" : "had an error";
  return ApiError.of(502, "processor_unavailable", `Stripe ${what}. Nothing was changed; try again.`);
}

function cardOf(pm: string | Stripe.PaymentMethod | null | undefined): CardDetails {
  const c = typeof pm === "object" && pm ? pm.card : null;
  // Stripe does not tell an HSA/FSA card apart: its issuer accepts it only at eligible merchants.
  return { brand: c?.brand ?? "card", last4: c?.last4 ?? "", hsaFsa: false };
}

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === "string" ? v : (v?.id ?? null));

/** Live payments through Stripe: one PaymentIntent per payment intent of ours, always captured by us. */
export class StripeProcessor implements PaymentProcessor {
  readonly name = "stripe" as const;
  private readonly stripe: Stripe;

  constructor(secretKey: string) {
    this.stripe = stripeClient(secretKey);
  }

  async describe(token: string): Promise<CardDetails | null> {
    try {
      return cardOf(await this.stripe.paymentMethods.retrieve(token));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
      throw processorError(error);
    }
  }

  async authorize(input: AuthorizeInput): Promise<AuthorizeResult> {
    try {
      if (input.existingPaymentId) return fromIntent(await this.stripe.paymentIntents.retrieve(input.existingPaymentId, { expand: ["payment_method"] }));
      if (input.amount === 0) return await this.checkCard(input);
      const metadata = metadataOf(input);
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: "usd",
          // Always held, then captured by us: a split cart's second card can still decline, and the
          // first hold is then released rather than an HSA/FSA charge refunded.
          capture_method: "manual",
          payment_method: input.token,
          confirm: true,
          ...CARD_ONLY,
          ...(input.customer ? { customer: input.customer.processorCustomerId, off_session: input.customer.offSession || undefined } : {}),
          ...(input.customer && !input.customer.offSession ? { setup_future_usage: "off_session" as const } : {}),
          metadata,
          expand: ["payment_method"],
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return fromIntent(intent);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        return {
          ok: false,
          code: error.code ?? "card_declined",
          declineCode: error.decline_code ?? undefined,
          message: error.message,
          paymentId: idOf(error.payment_intent as { id: string } | undefined),
        };
      }
      throw processorError(error);
    }
  }

  /** A trial's card: checked and saved by a SetupIntent (Stripe takes no $0 PaymentIntent). */
  private async checkCard(input: AuthorizeInput): Promise<AuthorizeResult> {
    const setup = await this.stripe.setupIntents.create(
      {
        payment_method: input.token,
        confirm: true,
        usage: "off_session",
        ...CARD_ONLY,
        ...(input.customer ? { customer: input.customer.processorCustomerId } : {}),
        metadata: metadataOf(input),
        expand: ["payment_method"],
      },
      { idempotencyKey: input.idempotencyKey },
    );
    if (setup.status === "succeeded") return { ok: true, paymentId: setup.id, chargeId: setup.id, card: cardOf(setup.payment_method) };
    if (setup.status === "requires_action") return { ok: "requires_action", paymentId: setup.id, clientSecret: setup.client_secret ?? "" };
    return {
      ok: false,
      code: setup.last_setup_error?.code ?? "card_declined",
      message: setup.last_setup_error?.message ?? "The card could not be saved.",
      paymentId: setup.id,
    };
  }

  async capture(paymentId: string, amount: number, idempotencyKey: string): Promise<void> {
    if (paymentId.startsWith("seti_")) return;
    try {
      await this.stripe.paymentIntents.capture(paymentId, { amount_to_capture: amount }, { idempotencyKey });
    } catch (error) {
      throw processorError(error);
    }
  }

  async release(paymentId: string, idempotencyKey: string): Promise<void> {
    if (paymentId.startsWith("seti_")) return;
    try {
      await this.stripe.paymentIntents.cancel(paymentId, {}, { idempotencyKey });
    } catch (error) {
      // Already canceled (by an earlier release, or Stripe when the authorization expired): released.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && /canceled/.test(error.message)) return;
      throw processorError(error);
    }
  }

  async refund(paymentId: string, amount: number, idempotencyKey: string, metadata: Record<string, string>) {
    try {
      const refund = await this.stripe.refunds.create({ payment_intent: paymentId, amount, metadata }, { idempotencyKey });
      return { processorRefundId: refund.id };
    } catch (error) {
      throw processorError(error);
    }
  }

  /** Asks Stripe how a refund stands (webhooks usually tell first): null while it is pending. */
  async settleRefund(processorRefundId: string): Promise<RefundOutcome | null> {
    try {
      return refundOutcome(await this.stripe.refunds.retrieve(processorRefundId));
    } catch (error) {
      throw processorError(error);
    }
  }

  async saveCard({
    token,
    customer,
    idempotencyKey,
  }: {
    token: string;
    customer: { id: string | null; email: string | null; processorCustomerId: string | null };
    idempotencyKey: string;
  }): Promise<SaveCardResult> {
    try {
      const processorCustomerId = customer.processorCustomerId ?? (await this.ensureCustomer(customer, `${idempotencyKey}:customer`));
      const setup = await this.stripe.setupIntents.create(
        {
          payment_method: token,
          customer: processorCustomerId,
          confirm: true,
          usage: "off_session",
          ...CARD_ONLY,
          metadata: customer.id ? { customer: customer.id } : {},
          expand: ["payment_method"],
        },
        { idempotencyKey },
      );
      if (setup.status !== "succeeded") {
        return {
          ok: false,
          code: setup.last_setup_error?.code ?? "authentication_required",
          message: setup.last_setup_error?.message ?? "The card needs authentication to be saved. Try another card.",
        };
      }
      return { ok: true, token: idOf(setup.payment_method)!, card: cardOf(setup.payment_method), processorCustomerId };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError)
        return { ok: false, code: error.code ?? "card_declined", declineCode: error.decline_code ?? undefined, message: error.message };
      throw processorError(error);
    }
  }

  /** The Stripe customer that holds a customer's saved cards (made once; the caller stores its id). */
  async ensureCustomer(customer: { id: string | null; email: string | null }, idempotencyKey: string): Promise<string> {
    try {
      const made = await this.stripe.customers.create(
        { email: customer.email ?? undefined, metadata: customer.id ? { customer: customer.id } : {} },
        { idempotencyKey },
      );
      return made.id;
    } catch (error) {
      throw processorError(error);
    }
  }

  /** The harmless call that checks a key when it is saved. */
  async verifyKey(): Promise<{ livemode: boolean }> {
    const balance = await this.stripe.balance.retrieve();
    return { livemode: balance.livemode };
  }

  get client(): Stripe {
    return this.stripe;
  }
}

function metadataOf(input: AuthorizeInput): Record<string, string> {
  const m: Record<string, string> = { account: input.ref.accountId, payment_intent: input.ref.paymentIntentId };
  if (input.ref.checkoutSessionId) m.checkout_session = input.ref.checkoutSessionId;
  if (input.ref.invoiceId) m.invoice = input.ref.invoiceId;
  return m;
}

function fromIntent(pi: Stripe.PaymentIntent): AuthorizeResult {
  if (pi.status === "requires_capture" || pi.status === "succeeded") {
    return { ok: true, paymentId: pi.id, chargeId: idOf(pi.latest_charge) ?? pi.id, card: cardOf(pi.payment_method) };
  }
  if (pi.status === "requires_action" || pi.status === "requires_confirmation")
    return { ok: "requires_action", paymentId: pi.id, clientSecret: pi.client_secret ?? "" };
  const e = pi.last_payment_error;
  if (pi.status === "canceled")
    return { ok: false, code: "payment_intent_canceled", message: "The payment was canceled at Stripe. Try again.", paymentId: pi.id };
  return {
    ok: false,
    code: e?.code ?? "card_declined",
    declineCode: e?.decline_code ?? undefined,
    message:
      e?.message ??
      (pi.status === "requires_payment_method" ? "The card could not be authenticated. Try again or use another card." : `The payment is ${pi.status}.`),
    paymentId: pi.id,
  };
}

export function refundOutcome(refund: Stripe.Refund): RefundOutcome | null {
  if (refund.status === "succeeded") {
    const card = (refund as Stripe.Refund & { destination_details?: { card?: { reference?: string | null } } }).destination_details?.card;
    return { status: "succeeded", arn: card?.reference ?? "" };
  }
  if (refund.status === "failed" || refund.status === "canceled") return { status: "failed", reason: refund.failure_reason ?? refund.status };
  return null;
}
