import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { accounts, invoices, subscriptionItems, subscriptions, type InvoiceLine } from "@/lib/db/schema";
import type { Scope } from "../scope";
import { recordEvents, type NewEvent } from "../services/record-event";
import { serializeSubscription, type SubscriptionRow } from "../services/subscriptions/serialize-subscription";
import { asPricedInput, cycleLines, partialLines, priceItems, type PricedItem } from "./invoice-lines";
import { attemptInvoicePayment, closeInvoice, issueInvoice } from "./invoice-engine";
import { addIntervals, type Interval } from "./periods";
import { nextActionAt } from "./next-action-at";

/** A bound on the steps of one run: a subscription years behind catches up over several runs. */
const MAX_STEPS = 500;

export type AdvanceStats = { invoicesCreated: number; invoicesPaid: number; invoicesFailed: number; transitions: number };

/**
 * Runs everything that falls due for one locked subscription up to `until`, step by step at each
 * step's own time (so periods, invoices and retries are stamped when they were due, however late
 * the run): trial end, renewal, retries (dunning), cancel_at, period-end cancellation, expiry of
 * an incomplete subscription. Each step's writes and events share the caller's transaction; the
 * invoice dedupe keys make a repeated step a no-op.
 */
export async function advanceSubscription(tx: Scope, start: SubscriptionRow, until: Date, stats: AdvanceStats): Promise<SubscriptionRow> {
  let sub = start;
  const [account] = await tx.db.select({ finalStatus: accounts.dunningFinalStatus }).from(accounts).where(eq(accounts.id, tx.accountId));
  for (let step = 0; step < MAX_STEPS && sub.nextActionAt && sub.nextActionAt.getTime() <= until.getTime(); step++) {
    const at = sub.nextActionAt;
    const patch: Partial<SubscriptionRow> = {};
    let status = sub.status;

    if (sub.status === "incomplete") {
      const open = await openInvoices(tx, sub.id);
      for (const inv of open) await closeInvoice(tx, inv, "void", at);
      status = "incomplete_expired";
      Object.assign(patch, { endedAt: at });
    } else if (sub.cancelAt && sub.cancelAt.getTime() <= at.getTime() && sub.cancelAt.getTime() <= sub.currentPeriodEnd.getTime()) {
      // cancel_at reached (its last, shortened period was billed up to it).
      status = "canceled";
      Object.assign(patch, { endedAt: sub.cancelAt, canceledAt: sub.canceledAt ?? at, currentPeriodEnd: sub.cancelAt });
      for (const inv of await openInvoices(tx, sub.id)) await closeInvoice(tx, inv, "void", at);
    } else if (sub.currentPeriodEnd.getTime() <= at.getTime()) {
      const r = await rollPeriod(tx, sub, at, stats, account?.finalStatus ?? "unpaid");
      sub = r.sub;
      status = r.status;
      Object.assign(patch, r.patch);
    } else {
      // A retry of an open invoice fell due.
      const r = await retryOpenInvoices(tx, sub, at, stats, account?.finalStatus ?? "unpaid");
      status = r.status;
      if (status === "canceled") Object.assign(patch, { endedAt: at, canceledAt: at });
    }

    const next = { ...sub, ...patch, status };
    const retry = await nextRetry(tx, sub.id, status);
    const [row] = await tx.db
      .update(subscriptions)
      .set({ ...patch, status, nextActionAt: nextActionAt(next, retry), updatedAt: at })
      .where(eq(subscriptions.id, sub.id))
      .returning();
    if (row.status !== sub.status) stats.transitions++;
    await emitTransition(tx, sub, row);
    sub = row;
  }
  return sub;
}

async function openInvoices(tx: Scope, subscriptionId: string) {
  return tx.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.subscriptionId, subscriptionId), eq(invoices.status, "open")))
    .orderBy(asc(invoices.createdAt), asc(invoices.id));
}

async function nextRetry(tx: Scope, subscriptionId: string, status: string): Promise<Date | null> {
  if (status !== "past_due" && status !== "incomplete") return null;
  const open = await openInvoices(tx, subscriptionId);
  const times = open.map((i) => i.nextPaymentAttempt?.getTime()).filter((t): t is number => t !== undefined);
  return times.length ? new Date(Math.min(...times)) : null;
}

/** The end of the current period: cancel, end the trial, or renew (and charge). */
async function rollPeriod(tx: Scope, sub: SubscriptionRow, at: Date, stats: AdvanceStats, finalStatus: string) {
  const end = sub.currentPeriodEnd;
  if (sub.cancelAtPeriodEnd) {
    return { sub, status: "canceled", patch: { endedAt: end, canceledAt: sub.canceledAt ?? end } as Partial<SubscriptionRow> };
  }
  const items = await tx.db.select().from(subscriptionItems).where(eq(subscriptionItems.subscriptionId, sub.id));
  const trialEnding = sub.status === "trialing";
  if (trialEnding && !sub.paymentMethodId && !sub.hsaFsaPaymentMethodId) {
    // Stripe's "pause when the trial ends without a payment method".
    return { sub, status: "paused", patch: {} as Partial<SubscriptionRow> };
  }
  const period = upcomingPeriod(sub);
  const { start: nextStart, end: nextEnd, anchor } = period;
  const lines = renewalLines(sub, await priceItems(tx, asPricedInput(items)), period);
  const patch: Partial<SubscriptionRow> = { currentPeriodStart: nextStart, currentPeriodEnd: nextEnd, pendingLines: [], billingCycleAnchor: anchor };
  const charge = sub.status !== "unpaid";
  const issued = await issueInvoice(
    { ...tx },
    { ...sub, pendingLines: [] },
    { reason: "subscription_cycle", periodStart: nextStart, periodEnd: nextEnd, lines, dedupeKey: `cycle:${sub.id}:${nextStart.toISOString()}`, at },
    { charge },
  );
  if (issued.created) stats.invoicesCreated++;
  Object.assign(patch, { creditBalance: issued.subscription.creditBalance, latestInvoiceId: issued.subscription.latestInvoiceId });
  let status = sub.status === "trialing" ? "active" : sub.status;
  if (issued.invoice.status === "paid") {
    if (issued.created && issued.invoice.amountPaid > 0) stats.invoicesPaid++;
    if (status === "past_due" && (await openInvoices(tx, sub.id)).length === 0) status = "active";
  } else if (charge && issued.invoice.status === "open") {
    stats.invoicesFailed++;
    status = issued.invoice.nextPaymentAttempt ? "past_due" : finalStatus;
  }
  return { sub, status, patch };
}

/** Whether the current period's end renews the subscription (and bills the next period), by rollPeriod's rules. */
export function renewsAtPeriodEnd(sub: SubscriptionRow): boolean {
  if (!["trialing", "active", "past_due", "unpaid"].includes(sub.status) || sub.cancelAtPeriodEnd) return false;
  if (sub.cancelAt && sub.cancelAt.getTime() <= sub.currentPeriodEnd.getTime()) return false;
  return sub.status !== "trialing" || Boolean(sub.paymentMethodId || sub.hsaFsaPaymentMethodId);
}

/**
 * The period after the current one: it starts at the current period's end and runs one interval
 * from the anchor (after a trial, periods count from its end), cut short by a cancel_at inside it.
 */
export function upcomingPeriod(sub: SubscriptionRow) {
  const end = sub.currentPeriodEnd;
  const trialEnding = sub.status === "trialing";
  const interval = sub.interval as Interval;
  const anchor = trialEnding ? end : sub.billingCycleAnchor;
  const index = trialEnding ? 0 : periodIndex(anchor, interval, sub.intervalCount, end);
  const fullEnd = addIntervals(anchor, interval, sub.intervalCount, index + 1);
  const shortened = Boolean(sub.cancelAt && sub.cancelAt.getTime() < fullEnd.getTime());
  return { anchor, start: end, end: shortened ? sub.cancelAt! : fullEnd, fullEnd, shortened };
}

/** The renewal invoice's lines: the waiting prorations, then each item for the coming period. */
export function renewalLines(sub: Pick<SubscriptionRow, "pendingLines">, priced: PricedItem[], period: ReturnType<typeof upcomingPeriod>): InvoiceLine[] {
  return [
    ...sub.pendingLines,
    ...(period.shortened ? partialLines(priced, period.start, period.end, period.fullEnd) : cycleLines(priced, period.start, period.end)),
  ];
}

function periodIndex(anchor: Date, interval: Interval, count: number, periodStart: Date): number {
  // periodStart is the end of the period that just closed: the index of the period that starts there.
  let n = 0;
  while (addIntervals(anchor, interval, count, n).getTime() < periodStart.getTime()) n++;
  return n;
}

/** Due retries of open invoices; all paid: active again; a retry that was the last: the final status. */
async function retryOpenInvoices(tx: Scope, sub: SubscriptionRow, at: Date, stats: AdvanceStats, finalStatus: string) {
  let status = sub.status;
  for (const inv of await openInvoices(tx, sub.id)) {
    if (!inv.nextPaymentAttempt || inv.nextPaymentAttempt.getTime() > at.getTime()) continue;
    const r = await attemptInvoicePayment(tx, sub, inv, at);
    if (r.paid) stats.invoicesPaid++;
    else {
      stats.invoicesFailed++;
      if (r.exhausted) status = finalStatus;
    }
  }
  const stillOpen = await openInvoices(tx, sub.id);
  if (!stillOpen.length && (status === "past_due" || status === "unpaid" || status === "incomplete")) status = "active";
  if (status === "canceled") for (const inv of stillOpen) await closeInvoice(tx, inv, "uncollectible", at);
  return { status };
}

/** customer.subscription.updated on any change of status or period; .deleted when it ends. */
async function emitTransition(tx: Scope, before: SubscriptionRow, after: SubscriptionRow) {
  const changed = before.status !== after.status || before.currentPeriodEnd.getTime() !== after.currentPeriodEnd.getTime();
  if (!changed) return;
  const object = await serializeSubscription(tx, after);
  const events: NewEvent[] = [{ type: "customer.subscription.updated", key: "subscription", object, objectId: after.id }];
  if (after.status === "canceled" && before.status !== "canceled")
    events.push({ type: "customer.subscription.deleted", key: "subscription", object, objectId: after.id });
  await recordEvents(tx, events);
}

/** Pays the open invoices of a subscription now (POST /v1/invoices/{id}/pay, or a recovered card). */
export async function payOpenInvoice(tx: Scope, sub: SubscriptionRow, invoiceId: string, at: Date) {
  const [inv] = await tx.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), inArray(invoices.status, ["open"])))
    .for("update");
  if (!inv) return null;
  return attemptInvoicePayment(tx, sub, inv, at);
}
