import "server-only";
import { createHash } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { paymentIntents } from "@/lib/db/schema";
import { ApiError } from "../../errors";
import type { CardDetails, PaymentProcessor } from "../../processor/payment-processor";
import { processorPaymentOf, releaseKey } from "../../processor/processor-for";
import { Stripe } from "../../processor/stripe-client";
import { processorError } from "../../processor/stripe-processor";
import { clockNow, inTransaction, type Scope } from "../../scope";
import type { PaymentIntentRow } from "../payment-intents/serialize-payment-intent";

/** A card authorization held for one of our intents, in this request or an earlier one. */
export type Hold = { pi: PaymentIntentRow; paymentId: string; chargeId: string; method: string; card: CardDetails };

export function holdOf(pi: PaymentIntentRow): Hold {
  return {
    pi,
    paymentId: processorPaymentOf(pi),
    chargeId: pi.latestCharge ?? processorPaymentOf(pi),
    method: pi.paymentMethod ?? "",
    card: { brand: pi.cardBrand ?? "card", last4: pi.cardLast4 ?? "", hsaFsa: false },
  };
}

/**
 * The processor idempotency key of one authorization: our intent, how many declines it had, and
 * the card. A retried request (same attempt, same card) is the same payment at the processor; a
 * new card, or any card after a decline, is a new one.
 */
export function authorizeKey(pi: Pick<PaymentIntentRow, "id" | "processorAttempts">, token: string): string {
  return `${pi.id}:authorize:${pi.processorAttempts}:${createHash("sha256").update(token).digest("hex").slice(0, 16)}`;
}

export async function releaseAll(processor: PaymentProcessor, holds: Hold[]): Promise<void> {
  for (const h of holds) {
    try {
      await processor.release(h.paymentId, releaseKey(h.pi));
    } catch {
      // Best effort: reconciliation finds and releases a hold the processor kept.
    }
  }
}

/** Holds made by a request that now waits for 3-D Secure on another card: written as authorized. */
export async function keepHolds(tx: Scope, holds: Hold[]): Promise<void> {
  for (const h of holds) {
    await tx.db
      .update(paymentIntents)
      .set({
        status: "requires_capture",
        amountCapturable: h.pi.amount,
        paymentMethod: h.method,
        latestCharge: h.chargeId,
        processorPaymentId: h.paymentId,
        cardBrand: h.card.brand,
        cardLast4: h.card.last4,
        lastPaymentError: null,
        updatedAt: clockNow(tx),
      })
      .where(eq(paymentIntents.id, h.pi.id));
  }
}

/**
 * Holds released after a decline (made by this request or an earlier one): their intents wait for
 * a card again, one attempt further (a released payment is never replayed at the processor).
 */
export async function resetHolds(tx: Scope, holds: Hold[]): Promise<void> {
  const earlier = holds.map((h) => h.pi.id);
  if (!earlier.length) return;
  await tx.db
    .update(paymentIntents)
    .set({
      status: "requires_payment_method",
      amountCapturable: 0,
      processorPaymentId: null,
      latestCharge: null,
      processorAttempts: sql`${paymentIntents.processorAttempts} + 1`,
      updatedAt: clockNow(tx),
    })
    .where(inArray(paymentIntents.id, earlier));
}

/**
 * The processor did not answer mid-payment (a 502 that changes nothing). The intents whose holds
 * this request made and then released are counted as one more attempt, after the rollback, so
 * that the next try starts new payments at the processor instead of replaying released ones.
 */
export class ProcessorFailure extends ApiError {
  constructor(
    cause: unknown,
    readonly releasedIntents: string[],
  ) {
    const mapped = processorError(cause);
    super(mapped.status, mapped.detail, mapped.headers);
  }
}

/** Stripe answered with a server error (kept under the idempotency key), rather than not answering. */
export function answeredWithError(error: unknown): boolean {
  const cause = error instanceof Error && error.cause ? error.cause : error;
  return cause instanceof Stripe.errors.StripeAPIError || cause instanceof Stripe.errors.StripeIdempotencyError;
}

export async function afterProcessorFailure(scope: Scope, error: unknown): Promise<void> {
  if (!(error instanceof ProcessorFailure) || !error.releasedIntents.length) return;
  await inTransaction(scope, (tx) =>
    tx.db
      .update(paymentIntents)
      .set({ processorAttempts: sql`${paymentIntents.processorAttempts} + 1` })
      .where(inArray(paymentIntents.id, error.releasedIntents)),
  );
}
