import "server-only";
import { eq, inArray } from "drizzle-orm";
import { checkoutSessions, paymentIntents, paymentMethods, subscriptionItems, subscriptions } from "@/lib/db/schema";
import { newIds } from "@/lib/db/ids";
import { ApiError } from "../../errors";
import { billingNow } from "../../billing/billing-clock";
import { asPricedInput, cycleLines, priceItems } from "../../billing/invoice-lines";
import { recordPaidInvoice } from "../../billing/invoice-engine";
import { addIntervals } from "../../billing/periods";
import { nextActionAt } from "../../billing/next-action-at";
import { processorFor } from "../../processor/processor-for";
import { processorCustomerFor, rememberCard, resolveMethod } from "../checkout/payment-methods";
import { authorizeKey } from "../checkout/processor-holds";
import type { Scope } from "../../scope";
import { recordEvents } from "../record-event";
import { planFor } from "./subscription-plan";
import { serializeSubscription } from "./serialize-subscription";

type SessionRow = typeof checkoutSessions.$inferSelect;
type SubscriptionData = {
  trial_period_days?: number | null;
  trial_end?: string | null;
  cancel_at?: string | null;
  cancel_at_period_end?: boolean | null;
  metadata?: Record<string, unknown>;
};

/** When a subscription-mode session's trial ends (null: no trial), from subscription_data or the prices. */
export async function trialEndFor(
  scope: Scope,
  session: Pick<SessionRow, "lineItems" | "subscriptionData">,
  now: Date,
  loc: (string | number)[],
): Promise<Date | null> {
  const data = (session.subscriptionData ?? {}) as SubscriptionData;
  if (data.trial_end) return new Date(data.trial_end);
  const plan = await planFor(
    scope,
    session.lineItems.map((l) => l.price),
    loc,
  );
  const days = data.trial_period_days ?? plan.trialDays;
  return days ? new Date(now.getTime() + days * 86_400_000) : null;
}

/**
 * The subscription a paid (or, with a trial, card-checked) subscription-mode session starts: its
 * items are the session's lines; the cards used are saved (the HSA/FSA card for the eligible part
 * of every renewal, the regular card for the rest); the first invoice is the session's payment
 * (or a $0 trial invoice). One transaction with the session's own writes.
 */
export async function startSubscription(
  tx: Scope,
  session: SessionRow,
  subscriptionId: string,
  methods: { regular?: string | null; hsa?: string | null },
  processorCustomerId: string | null = null,
) {
  const now = await billingNow(tx);
  const data = (session.subscriptionData ?? {}) as SubscriptionData;
  const plan = await planFor(
    tx,
    session.lineItems.map((l) => l.price),
    ["body", "checkout_session", "line_items"],
  );
  const trialEnd = await trialEndFor(tx, session, now, ["body", "checkout_session", "line_items"]);
  const cards = await saveCards(tx, session.customerId, [methods.regular, methods.hsa], processorCustomerId);
  const periodEnd = trialEnd ?? addIntervals(now, plan.interval, plan.intervalCount, 1);
  const cancelAt = data.cancel_at ? new Date(data.cancel_at) : null;
  const [sub] = await tx.db
    .insert(subscriptions)
    .values({
      id: subscriptionId,
      accountId: tx.accountId,
      testMode: tx.testMode,
      customerId: session.customerId,
      checkoutSessionId: session.id,
      status: trialEnd ? "trialing" : "active",
      paymentMethodId: cards.regular,
      hsaFsaPaymentMethodId: cards.hsa,
      interval: plan.interval,
      intervalCount: plan.intervalCount,
      billingCycleAnchor: trialEnd ?? now,
      currentPeriodStart: now,
      currentPeriodEnd: periodEnd,
      trialStart: trialEnd ? now : null,
      trialEnd,
      cancelAt,
      cancelAtPeriodEnd: data.cancel_at_period_end ?? false,
      metadata: data.metadata ?? session.metadata,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const itemIds = newIds("subscriptionItem", session.lineItems.length);
  const items = await tx.db
    .insert(subscriptionItems)
    .values(
      session.lineItems.map((l, i) => ({
        id: itemIds[i],
        subscriptionId,
        accountId: tx.accountId,
        testMode: tx.testMode,
        priceId: l.price,
        quantity: l.quantity,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning();
  const priced = await priceItems(tx, asPricedInput(items));
  // A trial's invoice bills nothing; otherwise the first period, paid by the session's intents.
  const lines = cycleLines(priced, now, periodEnd).map((l) => (trialEnd ? { ...l, amount: 0, description: `Trial period for ${l.description}` } : l));
  const intents = trialEnd ? [] : await tx.db.select().from(paymentIntents).where(eq(paymentIntents.checkoutSessionId, session.id));
  const paidTotal = intents.reduce((s, p) => s + p.amountReceived, 0);
  const total = lines.reduce((s, l) => s + l.amount, 0);
  if (paidTotal !== total) throw new Error(`subscription ${subscriptionId}: the session received ${paidTotal} but its first invoice is ${total}`);
  const invoice = await recordPaidInvoice(
    tx,
    sub,
    { reason: "subscription_create", periodStart: now, periodEnd, lines, dedupeKey: `create:${subscriptionId}`, at: now },
    intents,
  );
  const [row] = await tx.db
    .update(subscriptions)
    .set({ latestInvoiceId: invoice.id, nextActionAt: nextActionAt({ ...sub, latestInvoiceId: invoice.id }, null) })
    .where(eq(subscriptions.id, subscriptionId))
    .returning();
  const object = await serializeSubscription(tx, row);
  await recordEvents(tx, [{ type: "customer.subscription.created", key: "subscription", object, objectId: row.id }]);
  return object;
}

/**
 * Checks the cards of a trial (test network: a $0 authorization, released; Stripe: a SetupIntent
 * that saves the card with the customer): a declined card is refused now, not at the trial's end.
 * Nothing is charged. Answers the processor customer the cards are saved with (live mode).
 */
export async function startTrialFromSession(
  tx: Scope,
  session: SessionRow,
  methods: { regular?: string | null; hsa?: string | null },
  loc: (string | number)[],
) {
  if (!methods.regular && !methods.hsa) throw ApiError.validation([{ loc, msg: "A card is needed to start the subscription.", type: "missing" }]);
  const processor = await processorFor(tx);
  const processorCustomerId = await processorCustomerFor(tx, processor, session);
  for (const method of [methods.regular, methods.hsa]) {
    if (!method) continue;
    const { token } = await resolveMethod(tx, processor, method, loc, false);
    const card = await processor.describe(token);
    const auth = await processor.authorize({
      token,
      amount: 0,
      eligibleCart: Boolean(card?.hsaFsa),
      ref: { accountId: tx.accountId, paymentIntentId: `${session.id}:trial`, checkoutSessionId: session.id },
      idempotencyKey: authorizeKey({ id: `${session.id}:trial`, processorAttempts: 0 }, token),
      customer: processorCustomerId ? { processorCustomerId, offSession: false } : null,
    });
    if (auth.ok === "requires_action")
      return { declined: ApiError.badRequest("authentication_required", "This card needs authentication to be saved. Use another card.", loc) };
    if (!auth.ok) return { declined: ApiError.badRequest(auth.code, auth.message, loc) };
    await processor.release(auth.paymentId, `${session.id}:trial:release`);
  }
  return { ok: true as const, processorCustomerId };
}

/** Saves the cards (processor tokens or existing fpm_ ids) as payment methods: regular and HSA/FSA. */
async function saveCards(tx: Scope, customerId: string | null, methods: (string | null | undefined)[], processorCustomerId: string | null) {
  const out: { regular: string | null; hsa: string | null } = { regular: null, hsa: null };
  const existing = methods.filter((m): m is string => Boolean(m?.startsWith("fpm_")));
  const saved = existing.length ? await tx.db.select().from(paymentMethods).where(inArray(paymentMethods.id, existing)) : [];
  const processor = await processorFor(tx);
  for (const m of methods) {
    if (!m) continue;
    const known = saved.find((p) => p.id === m);
    if (known) {
      out[known.hsaFsa ? "hsa" : "regular"] ??= known.id;
      continue;
    }
    const card = await processor.describe(m);
    if (!card) continue;
    const id = await rememberCard(tx, customerId, m, card, processorCustomerId);
    out[card.hsaFsa ? "hsa" : "regular"] ??= id;
  }
  return out;
}
