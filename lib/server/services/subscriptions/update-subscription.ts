import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { prices, subscriptionItems, subscriptions, type InvoiceLine } from "@/lib/db/schema";
import { newId } from "@/lib/db/ids";
import { MAX_SUBSCRIPTION_ITEMS, type ProrationBehavior, type SubscriptionUpdate } from "@/lib/schemas/subscription";
import { ApiError } from "../../errors";
import { advanceSubscription } from "../../billing/advance-subscription";
import { billingNow } from "../../billing/billing-clock";
import { priceItems, prorationLines, type PricedItem } from "../../billing/invoice-lines";
import { issueInvoice } from "../../billing/invoice-engine";
import { nextActionAt } from "../../billing/next-action-at";
import { emptyStats } from "../../billing/run-billing";
import { inTransaction, type Scope } from "../../scope";
import { assertWithinAmountLimit } from "../amount-limit";
import { findScoped } from "../find-scoped";
import { mergeMetadata } from "../merge-metadata";
import { recordEvents } from "../record-event";
import { findSubscriptionOrThrow } from "./get-subscription";
import { serializeSubscription, type SubscriptionRow } from "./serialize-subscription";

const LOC = ["body", "subscription"];
const ENDED = new Set(["canceled", "incomplete_expired"]);

/**
 * PATCH /v1/subscriptions/{id}: cancellation settings, trial end, items (change a price or a
 * quantity, add, remove) with proration, metadata. One transaction: the subscription, its items,
 * a proration invoice (always_invoice, charged now) or pending lines (create_prorations), and
 * customer.subscription.updated.
 */
export async function updateSubscription(scope: Scope, id: string, input: SubscriptionUpdate, expand: Set<string> = new Set()) {
  return inTransaction(scope, async (tx) => {
    let sub = await findSubscriptionOrThrow(tx, id, true);
    const at = await billingNow(tx);
    if (ENDED.has(sub.status)) throw ApiError.badRequest("subscription_unexpected_state", `This subscription is ${sub.status}; it can no longer change.`);
    const patch: Partial<SubscriptionRow> = {};
    if (input.metadata !== undefined) patch.metadata = mergeMetadata(sub.metadata, input.metadata);
    if (input.cancel_at_period_end !== undefined) {
      patch.cancelAtPeriodEnd = input.cancel_at_period_end;
      patch.canceledAt = input.cancel_at_period_end ? at : null;
    }
    if (input.cancel_at !== undefined) {
      const cancelAt = input.cancel_at === null ? null : new Date(input.cancel_at);
      if (cancelAt && cancelAt.getTime() <= at.getTime())
        throw ApiError.validation([{ loc: [...LOC, "cancel_at"], msg: "cancel_at must be in the future.", type: "value_error" }]);
      patch.cancelAt = cancelAt;
    }
    if (input.trial_end !== undefined) Object.assign(patch, trialPatch(sub, input.trial_end, at));
    const behavior: ProrationBehavior = input.proration_behavior ?? (sub.prorationBehavior as ProrationBehavior);
    if (input.proration_behavior) patch.prorationBehavior = input.proration_behavior;

    let prorations: InvoiceLine[] = [];
    if (input.items?.length) {
      const plan = await planItemChanges(tx, sub, input.items, prorationDate(sub, input.proration_date, at));
      await applyItemWrites(tx, sub, plan.writes, at);
      prorations = plan.lines;
    }

    const next = { ...sub, ...patch };
    const [row] = await tx.db
      .update(subscriptions)
      .set({ ...patch, nextActionAt: nextActionAt(next, null), updatedAt: at })
      .where(eq(subscriptions.id, id))
      .returning();
    sub = row;
    // Prorations bill only a period that is being paid for: a trial's changes are free.
    if (prorations.length && sub.status !== "trialing" && behavior !== "none") {
      if (behavior === "always_invoice") {
        const issued = await issueInvoice(tx, sub, {
          reason: "subscription_update",
          periodStart: at,
          periodEnd: sub.currentPeriodEnd,
          lines: prorations,
          dedupeKey: `update:${sub.id}:${newId("invoice")}`,
          at,
        });
        sub = { ...sub, creditBalance: issued.subscription.creditBalance, latestInvoiceId: issued.invoice.id };
        if (issued.invoice.status === "open") {
          // A declined proration charge follows the same retries as a renewal.
          const pastDue = { ...sub, status: "past_due" };
          const [r] = await tx.db
            .update(subscriptions)
            .set({ status: "past_due", nextActionAt: nextActionAt(pastDue, issued.invoice.nextPaymentAttempt) })
            .where(eq(subscriptions.id, id))
            .returning();
          sub = r;
        }
      } else {
        const [r] = await tx.db
          .update(subscriptions)
          .set({ pendingLines: [...sub.pendingLines, ...prorations] })
          .where(eq(subscriptions.id, id))
          .returning();
        sub = r;
      }
    }
    // trial_end "now" (or a past time) takes effect at once: the first period is billed now.
    if (sub.nextActionAt && sub.nextActionAt.getTime() <= at.getTime()) sub = await advanceSubscription(tx, sub, at, emptyStats());
    const object = await serializeSubscription(tx, sub);
    await recordEvents(tx, [{ type: "customer.subscription.updated", key: "subscription", object, objectId: id }]);
    return expand.size ? serializeSubscription(tx, sub, expand) : object;
  });
}

function trialPatch(sub: SubscriptionRow, trialEnd: "now" | string, at: Date): Partial<SubscriptionRow> {
  if (sub.status !== "trialing") {
    throw ApiError.badRequest("subscription_unexpected_state", `This subscription is ${sub.status}; trial_end can only change during a trial.`, [
      ...LOC,
      "trial_end",
    ]);
  }
  const end = trialEnd === "now" ? at : new Date(trialEnd);
  if (trialEnd !== "now" && end.getTime() <= at.getTime())
    throw ApiError.validation([{ loc: [...LOC, "trial_end"], msg: 'trial_end must be in the future, or "now".', type: "value_error" }]);
  return { trialEnd: end, currentPeriodEnd: end, billingCycleAnchor: end };
}

/**
 * When the change is prorated: now, or the proration_date a preview answered (so the bill is
 * exactly what the preview showed), which must lie inside the current period and not ahead of now.
 */
export function prorationDate(sub: SubscriptionRow, requested: string | undefined, now: Date): Date {
  if (requested === undefined) return now;
  const at = new Date(requested);
  if (at.getTime() < sub.currentPeriodStart.getTime() || at.getTime() > now.getTime()) {
    throw ApiError.validation([
      {
        loc: [...LOC, "proration_date"],
        msg: `proration_date must lie in the current period (${sub.currentPeriodStart.toISOString()} to now, ${now.toISOString()}).`,
        type: "value_error",
      },
    ]);
  }
  return at;
}

type ItemChange = NonNullable<SubscriptionUpdate["items"]>[number];

type ItemWrite =
  | { kind: "delete"; id: string }
  | { kind: "update"; id: string; priceId: string; quantity: number }
  | { kind: "insert"; id: string; priceId: string; quantity: number };

export type ItemPlan = {
  writes: ItemWrite[];
  /** The proration lines of the change at `at`, inside the current period. */
  lines: InvoiceLine[];
  /** The items once the change is made. */
  items: { id: string; priceId: string; quantity: number }[];
};

/**
 * Checks the item changes and works out what they write and prorate, writing nothing: the update
 * applies the plan, the preview only prices it.
 */
export async function planItemChanges(tx: Scope, sub: SubscriptionRow, changes: ItemChange[], at: Date): Promise<ItemPlan> {
  const items = await tx.db.select().from(subscriptionItems).where(eq(subscriptionItems.subscriptionId, sub.id));
  const byId = new Map(items.map((i) => [i.id, i]));
  const after = new Map(items.map((i) => [i.id, { id: i.id, priceId: i.priceId, quantity: i.quantity }]));
  const writes: ItemWrite[] = [];
  const priceIds = [...new Set(changes.map((c) => c.price).filter((x): x is string => Boolean(x)))];
  const found = priceIds.length
    ? await tx.db
        .select()
        .from(prices)
        .where(and(inArray(prices.id, priceIds), eq(prices.accountId, tx.accountId), eq(prices.testMode, tx.testMode)))
    : [];
  const priceById = new Map(found.map((p) => [p.id, p]));
  const lines: InvoiceLine[] = [];
  let remaining = items.length;
  const named = new Set<string>();
  for (const [i, change] of changes.entries()) {
    const loc = [...LOC, "items", i];
    if (change.subscription_item_id && named.has(change.subscription_item_id)) {
      throw ApiError.validation([{ loc: [...loc, "subscription_item_id"], msg: "Each item may be changed once per request.", type: "value_error" }]);
    }
    if (change.subscription_item_id) named.add(change.subscription_item_id);
    const existing = change.subscription_item_id ? byId.get(change.subscription_item_id) : undefined;
    if (change.subscription_item_id && !existing)
      throw ApiError.referenceNotFound("subscription_item", change.subscription_item_id, [...loc, "subscription_item_id"]);
    if (change.price) {
      const price = priceById.get(change.price) ?? (await findScoped(tx, prices, change.price));
      if (!price) throw ApiError.referenceNotFound("price", change.price, [...loc, "price"]);
      if (price.type !== "recurring" || price.recurringInterval !== sub.interval || (price.recurringIntervalCount ?? 1) !== sub.intervalCount) {
        throw ApiError.validation([
          {
            loc: [...loc, "price"],
            msg: `Price '${price.id}' does not bill every ${sub.intervalCount} ${sub.interval} like this subscription.`,
            type: "price_interval_mismatch",
          },
        ]);
      }
      if (!price.active) throw ApiError.validation([{ loc: [...loc, "price"], msg: `Price '${price.id}' is archived.`, type: "price_inactive" }]);
    }
    const before: PricedItem | null = existing
      ? (await priceItems(tx, [{ id: existing.id, priceId: existing.priceId, quantity: existing.quantity }]))[0]
      : null;
    if (existing && change.deleted) {
      if (--remaining < 1)
        throw ApiError.validation([{ loc: [...loc, "deleted"], msg: "A subscription keeps at least one item; cancel it instead.", type: "value_error" }]);
      writes.push({ kind: "delete", id: existing.id });
      after.delete(existing.id);
      lines.push(...prorationLines(before, null, at, sub.currentPeriodStart, sub.currentPeriodEnd));
      continue;
    }
    if (existing) {
      const priceId = change.price ?? existing.priceId;
      const quantity = change.quantity ?? existing.quantity;
      if (priceId === existing.priceId && quantity === existing.quantity) continue;
      writes.push({ kind: "update", id: existing.id, priceId, quantity });
      after.set(existing.id, { id: existing.id, priceId, quantity });
      const changed = (await priceItems(tx, [{ id: existing.id, priceId, quantity }]))[0];
      lines.push(...prorationLines(before, changed, at, sub.currentPeriodStart, sub.currentPeriodEnd));
      continue;
    }
    if (remaining + 1 > MAX_SUBSCRIPTION_ITEMS)
      throw ApiError.validation([{ loc, msg: `A subscription holds at most ${MAX_SUBSCRIPTION_ITEMS} items.`, type: "too_big" }]);
    const added = { id: newId("subscriptionItem"), priceId: change.price!, quantity: change.quantity ?? 1 };
    remaining++;
    writes.push({ kind: "insert", ...added });
    after.set(added.id, added);
    lines.push(...prorationLines(null, (await priceItems(tx, [added]))[0], at, sub.currentPeriodStart, sub.currentPeriodEnd));
  }
  const itemsAfter = [...after.values()];
  // Each renewal bills the items' amounts: held to the amount limit like a session's total.
  if (writes.length) {
    const periodTotal = (await priceItems(tx, itemsAfter)).reduce((sum, p) => sum + p.unitAmount * p.item.quantity, 0);
    assertWithinAmountLimit(periodTotal, [...LOC, "items"], "Each renewal of this subscription");
  }
  return { writes, lines, items: itemsAfter };
}

async function applyItemWrites(tx: Scope, sub: SubscriptionRow, writes: ItemWrite[], at: Date) {
  for (const w of writes) {
    if (w.kind === "delete") await tx.db.delete(subscriptionItems).where(eq(subscriptionItems.id, w.id));
    else if (w.kind === "update")
      await tx.db.update(subscriptionItems).set({ priceId: w.priceId, quantity: w.quantity, updatedAt: at }).where(eq(subscriptionItems.id, w.id));
    else {
      await tx.db.insert(subscriptionItems).values({
        id: w.id,
        subscriptionId: sub.id,
        accountId: tx.accountId,
        testMode: tx.testMode,
        priceId: w.priceId,
        quantity: w.quantity,
        createdAt: at,
        updatedAt: at,
      });
    }
  }
}
