import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { checkoutSessions, paymentIntents, processorEvents, refunds } from "@/lib/db/schema";
import type Stripe from "stripe";
import { refundOutcome } from "../../processor/stripe-processor";
import { clockNow, type Scope } from "../../scope";
import { getCheckoutSession } from "../checkout/get-checkout-session";
import { serializePaymentIntent, type PaymentIntentRow } from "../payment-intents/serialize-payment-intent";
import { recordEvent } from "../record-event";
import { applyRefundOutcome } from "../refunds/settle-refund";
import { recordReconciliationIssue } from "./reconciliation-issues";

export type Applied = "applied" | "duplicate" | "ignored";

const idOf = (v: unknown): string | null => (typeof v === "string" ? v : v && typeof v === "object" && "id" in v ? String((v as { id: string }).id) : null);

/**
 * Applies one Stripe event to a live merchant's objects, in the caller's transaction, once: its id
 * is recorded first and a second delivery of the same event changes nothing. Our own events (and
 * so our webhooks) fire for each change, as for changes made through the API.
 */
export async function applyStripeEvent(tx: Scope, event: Stripe.Event): Promise<Applied> {
  const [fresh] = await tx.db
    .insert(processorEvents)
    .values({ id: event.id, accountId: tx.accountId, type: event.type, createdAt: new Date() })
    .onConflictDoNothing()
    .returning({ id: processorEvents.id });
  if (!fresh) return "duplicate";
  const object = event.data.object as unknown as Record<string, unknown>;
  switch (event.type) {
    case "payment_intent.payment_failed":
      return paymentFailed(tx, object);
    case "payment_intent.amount_capturable_updated":
      return authenticated(tx, object);
    case "payment_intent.canceled":
      return canceledAtStripe(tx, object);
    case "payment_intent.succeeded":
      return succeededAtStripe(tx, object);
    case "charge.refunded":
      return chargeRefunded(tx, object);
    case "refund.updated":
    case "refund.created":
    case "charge.refund.updated":
      return refundUpdated(tx, object);
    case "charge.dispute.created":
    case "charge.dispute.updated":
    case "charge.dispute.closed":
      return disputed(tx, object);
    default:
      return "ignored";
  }
}

async function ourIntent(tx: Scope, stripeIntentId: string | null): Promise<PaymentIntentRow | null> {
  if (!stripeIntentId) return null;
  const [row] = await tx.db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.processorPaymentId, stripeIntentId), eq(paymentIntents.accountId, tx.accountId), eq(paymentIntents.testMode, false)))
    .for("update");
  return row ?? null;
}

async function write(tx: Scope, id: string, set: Partial<PaymentIntentRow>) {
  const [row] = await tx.db
    .update(paymentIntents)
    .set({ ...set, updatedAt: clockNow(tx) })
    .where(eq(paymentIntents.id, id))
    .returning();
  return row;
}

/** 3-D Secure failed, or Stripe declined a payment waiting on the shopper: the intent takes a card again. */
async function paymentFailed(tx: Scope, pi: Record<string, unknown>): Promise<Applied> {
  const ours = await ourIntent(tx, idOf(pi.id));
  if (!ours || ours.status !== "requires_action") return "ignored";
  // Stripe's last_payment_error: https://docs.stripe.com/api/payment_intents/object#payment_intent_object-last_payment_error
  const e = (pi.last_payment_error ?? {}) as { code?: string; decline_code?: string | null; message?: string };
  const row = await write(tx, ours.id, {
    status: "requires_payment_method",
    processorPaymentId: null,
    processorAttempts: ours.processorAttempts + 1,
    lastPaymentError: {
      code: e.code ?? "authentication_failed",
      decline_code: e.decline_code ?? null,
      message: e.message ?? "The card could not be authenticated.",
      payment_method: ours.paymentMethod,
    },
  });
  await recordEvent(tx, "payment_intent.payment_failed", "payment_intent", serializePaymentIntent(row), row.id);
  return "applied";
}

/** The shopper finished 3-D Secure but did not come back to the page: the money is held for the session. */
async function authenticated(tx: Scope, pi: Record<string, unknown>): Promise<Applied> {
  const ours = await ourIntent(tx, idOf(pi.id));
  if (!ours || ours.status !== "requires_action") return "ignored";
  const row = await write(tx, ours.id, {
    status: "requires_capture",
    amountCapturable: Number(pi.amount_capturable ?? ours.amount),
    latestCharge: idOf(pi.latest_charge) ?? ours.processorPaymentId,
  });
  await recordEvent(tx, "payment_intent.amount_capturable_updated", "payment_intent", serializePaymentIntent(row), row.id);
  return "applied";
}

/** Stripe canceled a held payment (an authorization that expired, a cancel in Stripe's dashboard). */
async function canceledAtStripe(tx: Scope, pi: Record<string, unknown>): Promise<Applied> {
  const ours = await ourIntent(tx, idOf(pi.id));
  if (!ours || (ours.status !== "requires_capture" && ours.status !== "requires_action")) return "ignored";
  if (ours.checkoutSessionId)
    await tx.db.select({ id: checkoutSessions.id }).from(checkoutSessions).where(eq(checkoutSessions.id, ours.checkoutSessionId)).for("update");
  const row = await write(tx, ours.id, { status: "canceled", amountCapturable: 0 });
  await recordEvent(tx, "payment_intent.canceled", "payment_intent", serializePaymentIntent(row), row.id);
  if (row.checkoutSessionId) {
    const others = await tx.db
      .select()
      .from(paymentIntents)
      .where(and(eq(paymentIntents.checkoutSessionId, row.checkoutSessionId), ne(paymentIntents.id, row.id)));
    if (others.every((o) => o.status === "canceled")) {
      const [session] = await tx.db
        .update(checkoutSessions)
        .set({ status: "canceled", updatedAt: clockNow(tx) })
        .where(and(eq(checkoutSessions.id, row.checkoutSessionId), ne(checkoutSessions.status, "complete"), ne(checkoutSessions.status, "canceled")))
        .returning();
      if (session) await recordEvent(tx, "checkout.session.canceled", "checkout_session", await getCheckoutSession(tx, session.id), session.id);
    }
  }
  return "applied";
}

/** Captured at Stripe: expected after our own capture; otherwise someone captured outside us, which reconciliation reports. */
async function succeededAtStripe(tx: Scope, pi: Record<string, unknown>): Promise<Applied> {
  const ours = await ourIntent(tx, idOf(pi.id));
  if (!ours) return "ignored";
  const received = Number(pi.amount_received ?? 0);
  if (ours.status === "succeeded" && ours.amountReceived === received) return "ignored";
  await recordReconciliationIssue(tx, {
    objectType: "payment_intent",
    objectId: ours.id,
    processorObjectId: ours.processorPaymentId,
    kind: "captured_outside",
    detail: { ours: { status: ours.status, amount_received: ours.amountReceived }, stripe: { status: pi.status, amount_received: received } },
  });
  return "applied";
}

async function chargeRefunded(tx: Scope, charge: Record<string, unknown>): Promise<Applied> {
  const list = ((charge.refunds as { data?: Record<string, unknown>[] } | undefined)?.data ?? []) as Record<string, unknown>[];
  let applied: Applied = "ignored";
  for (const refund of list) if ((await refundUpdated(tx, refund)) === "applied") applied = "applied";
  return applied;
}

/** A refund settled (or got its acquirer reference number): our refund follows. A refund made outside us is reported. */
async function refundUpdated(tx: Scope, refund: Record<string, unknown>): Promise<Applied> {
  const id = idOf(refund.id);
  if (!id) return "ignored";
  const [ours] = await tx.db
    .select()
    .from(refunds)
    .where(and(eq(refunds.processorRefundId, id), eq(refunds.accountId, tx.accountId), eq(refunds.testMode, false)));
  if (!ours) {
    const pi = await ourIntent(tx, idOf(refund.payment_intent));
    if (!pi) return "ignored";
    await recordReconciliationIssue(tx, {
      objectType: "payment_intent",
      objectId: pi.id,
      processorObjectId: id,
      kind: "refund_outside",
      detail: { stripe: { refund: id, amount: refund.amount, status: refund.status } },
    });
    return "applied";
  }
  const outcome = refundOutcome(refund as unknown as Stripe.Refund);
  if (!outcome) return "ignored";
  return (await applyRefundOutcome(tx, ours.id, outcome)) ? "applied" : "ignored";
}

/** The shopper's bank disputed the payment: the payment shows it, and a payment_intent.disputed event fires. */
async function disputed(tx: Scope, dispute: Record<string, unknown>): Promise<Applied> {
  const ours = await ourIntent(tx, idOf(dispute.payment_intent));
  if (!ours) return "ignored";
  const status = String(dispute.status ?? "needs_response");
  if (ours.disputeStatus === status) return "ignored";
  const row = await write(tx, ours.id, { disputeStatus: status });
  await recordEvent(tx, "payment_intent.disputed", "payment_intent", serializePaymentIntent(row), row.id);
  return "applied";
}
