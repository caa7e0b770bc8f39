import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { newId, newIds } from "@/lib/db/ids";
import { invoices, paymentIntents, paymentMethods, subscriptions, type InvoiceLine } from "@/lib/db/schema";
import type { PaymentError } from "@/lib/schemas/payment-intent";
import { ApiError } from "../errors";
import type { AuthorizeResult, CardDetails, PaymentProcessor } from "../processor/payment-processor";
import { processorFor } from "../processor/processor-for";
import type { Scope } from "../scope";
import { clientSecret } from "../services/client-secret";
import { serializeInvoice, type InvoiceRow } from "../services/invoices/serialize-invoice";
import { serializePaymentIntent } from "../services/payment-intents/serialize-payment-intent";
import { recordEvents, type NewEvent } from "../services/record-event";
import type { SubscriptionRow } from "../services/subscriptions/serialize-subscription";

const DAY = 86_400_000;
/** Dunning: after the first failed charge, retries 1, 3 and 5 days later; then the account's final status. */
export const RETRY_DAYS = [1, 3, 5] as const;

/** What a test-mode saved card was told to do from now on, as the processor token that does it. */
const OUTCOME_TOKENS: Record<string, string> = { card_declined: "pm_card_chargeDeclined", insufficient_funds: "pm_card_insufficientFunds" };

export type IssueInput = {
  reason: "subscription_create" | "subscription_cycle" | "subscription_update";
  periodStart: Date;
  periodEnd: Date;
  lines: InvoiceLine[];
  dedupeKey: string;
  at: Date;
};

export type IssueResult = { invoice: InvoiceRow; subscription: SubscriptionRow; created: boolean };

/**
 * Creates and finalizes one invoice of a locked subscription, applies its proration credit, and
 * charges it (split by eligibility across the saved cards). The dedupe key makes a repeated
 * billing run answer the existing invoice: a period or a proration is never billed twice.
 * A total below zero adds to the subscription's credit instead (the invoice is paid at 0).
 */
export async function issueInvoice(tx: Scope, sub: SubscriptionRow, input: IssueInput, options: { charge: boolean } = { charge: true }): Promise<IssueResult> {
  const [existing] = await tx.db.select().from(invoices).where(eq(invoices.dedupeKey, input.dedupeKey));
  if (existing) return { invoice: existing, subscription: sub, created: false };
  const { total, creditApplied, creditBalance, amountDue } = applyCredit(input.lines, sub.creditBalance);
  const id = newId("invoice");
  const draft = {
    id,
    accountId: tx.accountId,
    testMode: tx.testMode,
    subscriptionId: sub.id,
    customerId: sub.customerId,
    status: "draft",
    billingReason: input.reason,
    periodStart: input.periodStart,
    periodEnd: input.periodEnd,
    lines: input.lines,
    total,
    creditApplied,
    amountDue,
    dedupeKey: input.dedupeKey,
    createdAt: input.at,
    updatedAt: input.at,
  };
  const [row] = await tx.db
    .insert(invoices)
    .values({ ...draft, status: amountDue === 0 ? "paid" : "open", finalizedAt: input.at, paidAt: amountDue === 0 ? input.at : null })
    .returning();
  const [subRow] = await tx.db
    .update(subscriptions)
    .set({ creditBalance, latestInvoiceId: id, updatedAt: input.at })
    .where(eq(subscriptions.id, sub.id))
    .returning();
  const events: NewEvent[] = [
    { type: "invoice.created", key: "invoice", object: serializeInvoice({ ...row, status: "draft", finalizedAt: null, paidAt: null }), objectId: id },
    { type: "invoice.finalized", key: "invoice", object: serializeInvoice({ ...row, status: "open", paidAt: null }), objectId: id },
  ];
  if (amountDue === 0) events.push({ type: "invoice.paid", key: "invoice", object: serializeInvoice(row), objectId: id });
  await recordEvents(tx, events);
  if (amountDue === 0 || !options.charge) return { invoice: row, subscription: subRow, created: true };
  const paid = await attemptInvoicePayment(tx, subRow, row, input.at);
  return { invoice: paid.invoice, subscription: subRow, created: true };
}

/**
 * An invoice's amounts from its lines and the subscription's credit: a positive total uses the
 * credit first; a negative total is paid at 0 and adds to the credit.
 */
export function applyCredit(lines: InvoiceLine[], credit: number) {
  const total = lines.reduce((s, l) => s + l.amount, 0);
  const creditApplied = total > 0 ? Math.min(credit, total) : 0;
  return { total, creditApplied, amountDue: Math.max(0, total - creditApplied), creditBalance: total < 0 ? credit - total : credit - creditApplied };
}

/** The two parts of an amount due: eligible (HSA/FSA card) and the rest; negatives and credit netted. */
export function splitDue(lines: InvoiceLine[], creditApplied: number): { eligible: number; other: number } {
  let eligible = lines.filter((l) => l.eligible).reduce((s, l) => s + l.amount, 0);
  let other = lines.filter((l) => !l.eligible).reduce((s, l) => s + l.amount, 0);
  if (eligible < 0) [other, eligible] = [other + eligible, 0];
  if (other < 0) [eligible, other] = [eligible + other, 0];
  let credit = creditApplied;
  const fromOther = Math.min(credit, other);
  other -= fromOther;
  credit -= fromOther;
  eligible -= Math.min(credit, eligible);
  return { eligible: Math.max(0, eligible), other: Math.max(0, other) };
}

export type AttemptResult = { invoice: InvoiceRow; paid: boolean; exhausted: boolean };

/**
 * One charge attempt of an open invoice: every part is authorized first (a split invoice holds
 * the HSA/FSA card, then charges the regular card; a decline releases the hold), then the intents
 * are written as succeeded and the invoice paid, with their events. A decline schedules the next
 * retry (RETRY_DAYS) and says when none is left.
 */
export async function attemptInvoicePayment(tx: Scope, sub: SubscriptionRow, invoice: InvoiceRow, at: Date): Promise<AttemptResult> {
  if (invoice.status !== "open") return { invoice, paid: invoice.status === "paid", exhausted: false };
  const due = splitDue(invoice.lines, invoice.creditApplied);
  const parts = (
    due.eligible > 0 && due.other > 0
      ? [
          { cart: "eligible", amount: due.eligible, pm: sub.hsaFsaPaymentMethodId ?? sub.paymentMethodId },
          { cart: "non_eligible", amount: due.other, pm: sub.paymentMethodId },
        ]
      : due.eligible > 0
        ? [{ cart: "eligible", amount: due.eligible, pm: sub.hsaFsaPaymentMethodId ?? sub.paymentMethodId }]
        : [{ cart: "whole", amount: due.other, pm: sub.paymentMethodId }]
  ) as { cart: "eligible" | "non_eligible" | "whole"; amount: number; pm: string | null }[];
  const pmIds = parts.map((p) => p.pm).filter((x): x is string => Boolean(x));
  const cards = pmIds.length ? await tx.db.select().from(paymentMethods).where(inArray(paymentMethods.id, pmIds)) : [];
  const cardById = new Map(cards.map((c) => [c.id, c]));
  // Live mode without a processor: the attempt fails like a decline (and is retried on schedule).
  let processor: PaymentProcessor;
  try {
    processor = await processorFor(tx);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return failAttempt(tx, invoice, at, { code: error.detail[0].type, decline_code: null, message: error.detail[0].msg, payment_method: null });
  }
  const ids = newIds("paymentIntent", parts.length);
  const held: { part: (typeof parts)[number]; id: string; paymentId: string; chargeId: string; card: CardDetails }[] = [];
  // Keys from the invoice and its attempt: a renewal run again after a crash charges nothing twice.
  const keyOf = (part: (typeof parts)[number]) => `${invoice.id}:attempt:${invoice.attemptCount}:${part.cart}`;
  for (const [i, part] of parts.entries()) {
    const card = part.pm ? cardById.get(part.pm) : undefined;
    const token = card ? (tx.testMode && card.testOutcome ? (OUTCOME_TOKENS[card.testOutcome] ?? card.processorToken) : card.processorToken) : null;
    const auth: AuthorizeResult = token
      ? await processor.authorize({
          token,
          amount: part.amount,
          eligibleCart: part.cart === "eligible",
          ref: { accountId: tx.accountId, paymentIntentId: ids[i], invoiceId: invoice.id },
          idempotencyKey: `${keyOf(part)}:authorize`,
          customer: card?.processorCustomerId ? { processorCustomerId: card.processorCustomerId, offSession: true } : null,
        })
      : { ok: false as const, code: "payment_method_missing", message: "No saved card to charge.", declineCode: undefined };
    if (auth.ok !== true) {
      for (const h of held) await processor.release(h.paymentId, `${keyOf(h.part)}:release`);
      const declined =
        auth.ok === false
          ? auth
          : {
              code: "authentication_required",
              declineCode: undefined,
              message: "The card asks for authentication: the customer must pay this invoice on a checkout page.",
            };
      return failAttempt(tx, invoice, at, {
        code: declined.code,
        decline_code: declined.declineCode ?? null,
        message: declined.message,
        payment_method: part.pm,
      });
    }
    held.push({ part, id: ids[i], paymentId: auth.paymentId, chargeId: auth.chargeId, card: auth.card });
  }
  for (const h of held) await processor.capture(h.paymentId, h.part.amount, `${keyOf(h.part)}:capture`);
  const intents = await tx.db
    .insert(paymentIntents)
    .values(
      held.map((h) => {
        const id = h.id;
        return {
          id,
          accountId: tx.accountId,
          testMode: tx.testMode,
          checkoutSessionId: null,
          invoiceId: invoice.id,
          cart: h.part.cart,
          amount: h.part.amount,
          amountReceived: h.part.amount,
          status: "succeeded",
          captureMethod: "automatic",
          customerId: invoice.customerId,
          paymentMethod: h.part.pm,
          latestCharge: h.chargeId,
          processorPaymentId: h.paymentId,
          cardBrand: h.card.brand,
          cardLast4: h.card.last4,
          clientSecret: clientSecret(id),
          metadata: { invoice: invoice.id, subscription: sub.id },
          createdAt: at,
          updatedAt: at,
        };
      }),
    )
    .returning();
  const first = intents[0];
  const [paid] = await tx.db
    .update(invoices)
    .set({
      status: "paid",
      amountPaid: invoice.amountDue,
      paymentIntentId: first.id,
      charge: first.latestCharge,
      attemptCount: invoice.attemptCount + 1,
      nextPaymentAttempt: null,
      lastPaymentError: null,
      paidAt: at,
      updatedAt: at,
    })
    .where(and(eq(invoices.id, invoice.id), eq(invoices.status, "open")))
    .returning();
  await recordEvents(tx, [
    ...intents.map((pi): NewEvent => ({ type: "payment_intent.succeeded", key: "payment_intent", object: serializePaymentIntent(pi), objectId: pi.id })),
    {
      type: "invoice.paid",
      key: "invoice",
      object: serializeInvoice(
        paid,
        intents.map((p) => p.id),
      ),
      objectId: paid.id,
    },
  ]);
  return { invoice: paid, paid: true, exhausted: false };
}

async function failAttempt(tx: Scope, invoice: InvoiceRow, at: Date, error: PaymentError): Promise<AttemptResult> {
  const attempts = invoice.attemptCount + 1;
  // The first failure is attempt 1; retries follow RETRY_DAYS after it.
  const firstFailure = invoice.attemptCount === 0 ? at : new Date(at.getTime() - RETRY_DAYS[invoice.attemptCount - 1] * DAY);
  const nextDays = RETRY_DAYS[attempts - 1];
  const next = nextDays === undefined ? null : new Date(firstFailure.getTime() + nextDays * DAY);
  const [failed] = await tx.db
    .update(invoices)
    .set({ attemptCount: attempts, lastPaymentError: error, nextPaymentAttempt: next, updatedAt: at })
    .where(eq(invoices.id, invoice.id))
    .returning();
  await recordEvents(tx, [{ type: "invoice.payment_failed", key: "invoice", object: serializeInvoice(failed), objectId: failed.id }]);
  return { invoice: failed, paid: false, exhausted: next === null };
}

/** open -> void (or uncollectible), with its event; nothing was charged, nothing will be. */
export async function closeInvoice(tx: Scope, invoice: InvoiceRow, status: "void" | "uncollectible", at: Date): Promise<InvoiceRow> {
  const [row] = await tx.db
    .update(invoices)
    .set({ status, nextPaymentAttempt: null, voidedAt: status === "void" ? at : null, updatedAt: at })
    .where(eq(invoices.id, invoice.id))
    .returning();
  if (status === "void") await recordEvents(tx, [{ type: "invoice.voided", key: "invoice", object: serializeInvoice(row), objectId: row.id }]);
  return row;
}

/**
 * An invoice already paid by intents charged elsewhere (a subscription-mode checkout session's
 * first payment): inserted paid, the intents linked to it, with its three events.
 */
export async function recordPaidInvoice(
  tx: Scope,
  sub: SubscriptionRow,
  input: IssueInput,
  intents: { id: string; amountReceived: number; latestCharge: string | null; cart: string }[],
): Promise<InvoiceRow> {
  const total = input.lines.reduce((s, l) => s + l.amount, 0);
  const ordered = [...intents].sort((a, b) => (a.cart === "eligible" ? -1 : b.cart === "eligible" ? 1 : 0));
  const id = newId("invoice");
  const [row] = await tx.db
    .insert(invoices)
    .values({
      id,
      accountId: tx.accountId,
      testMode: tx.testMode,
      subscriptionId: sub.id,
      customerId: sub.customerId,
      status: "paid",
      billingReason: input.reason,
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      lines: input.lines,
      total,
      amountDue: total,
      amountPaid: total,
      paymentIntentId: ordered[0]?.id ?? null,
      charge: ordered[0]?.latestCharge ?? null,
      attemptCount: ordered.length ? 1 : 0,
      dedupeKey: input.dedupeKey,
      finalizedAt: input.at,
      paidAt: input.at,
      createdAt: input.at,
      updatedAt: input.at,
    })
    .returning();
  if (intents.length)
    await tx.db
      .update(paymentIntents)
      .set({ invoiceId: id })
      .where(
        inArray(
          paymentIntents.id,
          intents.map((p) => p.id),
        ),
      );
  const ids = ordered.map((p) => p.id);
  await recordEvents(tx, [
    {
      type: "invoice.created",
      key: "invoice",
      object: serializeInvoice({ ...row, status: "draft", amountPaid: 0, paidAt: null, finalizedAt: null }),
      objectId: id,
    },
    { type: "invoice.finalized", key: "invoice", object: serializeInvoice({ ...row, status: "open", amountPaid: 0, paidAt: null }), objectId: id },
    { type: "invoice.paid", key: "invoice", object: serializeInvoice(row, ids), objectId: id },
  ]);
  return row;
}
