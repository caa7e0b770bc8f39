import "server-only";
import { and, eq, gte, isNotNull } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { paymentIntents, processorAccounts, refunds } from "@/lib/db/schema";
import { inTransaction, type Scope } from "../../scope";
import { deploymentStripeConfig } from "../../processor/processor-config";
import { processorFor } from "../../processor/processor-for";
import { refundOutcome, StripeProcessor } from "../../processor/stripe-processor";
import { Stripe } from "../../processor/stripe-client";
import { applyRefundOutcome } from "../refunds/settle-refund";
import { recordReconciliationIssue, resolveReconciliationIssue } from "./reconciliation-issues";

const WINDOW_MS = 7 * 24 * 3_600_000;

/** Our status as Stripe's would be, for the same money. */
const EXPECTED: Record<string, string[]> = {
  requires_payment_method: ["requires_payment_method", "canceled"],
  requires_action: ["requires_action", "requires_payment_method"],
  requires_capture: ["requires_capture"],
  succeeded: ["succeeded"],
  canceled: ["canceled"],
};

export type ReconcileReport = { accounts: number; intents: number; refunds: number; issues: number; orphansReleased: number; refundsSettled: number };

/**
 * Compares every live payment intent and refund of the last 7 days with Stripe's, for every
 * merchant with a live processor. Differences are recorded (and shown on the payment's page);
 * they are resolved when they no longer differ. Two things it also mends: holds Stripe keeps that
 * no intent of ours knows (a request that failed halfway) are released, and refunds whose webhook
 * never came are settled.
 */
export async function reconcileProcessor(db: Db, now = new Date()): Promise<ReconcileReport> {
  const report: ReconcileReport = { accounts: 0, intents: 0, refunds: 0, issues: 0, orphansReleased: 0, refundsSettled: 0 };
  const since = new Date(now.getTime() - WINDOW_MS);
  const own = await db.select({ accountId: processorAccounts.accountId }).from(processorAccounts);
  const withIntents = deploymentStripeConfig()
    ? await db
        .selectDistinct({ accountId: paymentIntents.accountId })
        .from(paymentIntents)
        .where(and(eq(paymentIntents.testMode, false), gte(paymentIntents.createdAt, since)))
    : [];
  for (const accountId of new Set([...own, ...withIntents].map((a) => a.accountId))) {
    const scope: Scope = { db, accountId, testMode: false };
    const processor = await processorFor(scope).catch(() => null);
    if (!(processor instanceof StripeProcessor)) continue;
    report.accounts++;
    await reconcileAccount(scope, processor, since, report);
  }
  return report;
}

async function reconcileAccount(scope: Scope, processor: StripeProcessor, since: Date, report: ReconcileReport) {
  const stripe = processor.client;
  const intents = await scope.db
    .select()
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.accountId, scope.accountId),
        eq(paymentIntents.testMode, false),
        gte(paymentIntents.createdAt, since),
        isNotNull(paymentIntents.processorPaymentId),
      ),
    );
  for (const pi of intents) {
    report.intents++;
    let theirs: Stripe.PaymentIntent;
    try {
      theirs = await stripe.paymentIntents.retrieve(pi.processorPaymentId!);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      await recordReconciliationIssue(scope, {
        objectType: "payment_intent",
        objectId: pi.id,
        processorObjectId: pi.processorPaymentId,
        kind: "missing_at_processor",
        detail: { ours: { status: pi.status, amount: pi.amount } },
      });
      report.issues++;
      continue;
    }
    const statusOk = (EXPECTED[pi.status] ?? [pi.status]).includes(theirs.status);
    const amountOk = theirs.amount_received === pi.amountReceived && (pi.status !== "requires_capture" || theirs.amount_capturable === pi.amountCapturable);
    const detail = {
      ours: { status: pi.status, amount: pi.amount, amount_received: pi.amountReceived, amount_capturable: pi.amountCapturable },
      stripe: { status: theirs.status, amount: theirs.amount, amount_received: theirs.amount_received, amount_capturable: theirs.amount_capturable },
    };
    for (const [kind, ok] of [
      ["status_mismatch", statusOk],
      ["amount_mismatch", amountOk],
    ] as const) {
      if (ok) await resolveReconciliationIssue(scope, pi.id, kind);
      else {
        await recordReconciliationIssue(scope, { objectType: "payment_intent", objectId: pi.id, processorObjectId: theirs.id, kind, detail });
        report.issues++;
      }
    }
  }
  await releaseOrphanHolds(scope, processor, since, new Set(intents.map((p) => p.processorPaymentId!)), report);

  const ourRefunds = await scope.db
    .select()
    .from(refunds)
    .where(and(eq(refunds.accountId, scope.accountId), eq(refunds.testMode, false), gte(refunds.createdAt, since), isNotNull(refunds.processorRefundId)));
  for (const refund of ourRefunds) {
    report.refunds++;
    let theirs: Stripe.Refund;
    try {
      theirs = await stripe.refunds.retrieve(refund.processorRefundId!);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      await recordReconciliationIssue(scope, {
        objectType: "refund",
        objectId: refund.paymentIntentId,
        processorObjectId: refund.processorRefundId,
        kind: `refund_missing:${refund.id}`,
        detail: { refund: refund.id },
      });
      report.issues++;
      continue;
    }
    const outcome = refundOutcome(theirs);
    if (outcome && (refund.status === "pending" || (outcome.status === "succeeded" && outcome.arn && !refund.referenceId))) {
      if (await inTransaction(scope, (tx) => applyRefundOutcome(tx, refund.id, outcome))) report.refundsSettled++;
      continue;
    }
    const kind = `refund_mismatch:${refund.id}`;
    const matches = theirs.amount === refund.amount && (refund.status === "pending" ? theirs.status === "pending" : theirs.status === refund.status);
    if (matches) await resolveReconciliationIssue(scope, refund.paymentIntentId, kind);
    else {
      await recordReconciliationIssue(scope, {
        objectType: "refund",
        objectId: refund.paymentIntentId,
        processorObjectId: theirs.id,
        kind,
        detail: { refund: refund.id, ours: { status: refund.status, amount: refund.amount }, stripe: { status: theirs.status, amount: theirs.amount } },
      });
      report.issues++;
    }
  }
}

/** Stripe holds no intent of ours knows: released, and reported on the intent they were made for. */
async function releaseOrphanHolds(scope: Scope, processor: StripeProcessor, since: Date, known: Set<string>, report: ReconcileReport) {
  const ours = new Set(
    (
      await scope.db
        .select({ id: paymentIntents.id })
        .from(paymentIntents)
        .where(and(eq(paymentIntents.accountId, scope.accountId), eq(paymentIntents.testMode, false)))
    ).map((r) => r.id),
  );
  for await (const theirs of processor.client.paymentIntents.list({ created: { gte: Math.floor(since.getTime() / 1000) }, limit: 100 })) {
    if (theirs.metadata?.account !== scope.accountId || theirs.status !== "requires_capture" || known.has(theirs.id)) continue;
    await processor.release(theirs.id, `${theirs.id}:orphan_release`);
    report.orphansReleased++;
    const ourId = theirs.metadata?.payment_intent;
    if (ourId && ours.has(ourId)) {
      await recordReconciliationIssue(scope, {
        objectType: "payment_intent",
        objectId: ourId,
        processorObjectId: theirs.id,
        kind: `orphan_hold_released:${theirs.id}`,
        detail: { stripe: { id: theirs.id, amount: theirs.amount } },
      });
    }
  }
}
