import "server-only";
import { inArray } from "drizzle-orm";
import { newId } from "@/lib/db/ids";
import { prices, products, type InvoiceLine } from "@/lib/db/schema";
import { isEligible } from "@/lib/money/checkout-totals";
import type { Scope } from "../scope";
import type { SubscriptionItemRow } from "../services/subscriptions/serialize-subscription";
import { effectiveEligibility } from "../services/prices/serialize-price";
import { prorate } from "./proration";

export type PricedItem = { item: { id: string | null; priceId: string; quantity: number }; unitAmount: number; eligible: boolean; name: string };

/** Unit amount, eligibility and product name of each item's price, in two queries. */
export async function priceItems(scope: Scope, items: { id: string | null; priceId: string; quantity: number }[]): Promise<PricedItem[]> {
  const ids = [...new Set(items.map((i) => i.priceId))];
  const priceRows = ids.length ? await scope.db.select().from(prices).where(inArray(prices.id, ids)) : [];
  const productIds = [...new Set(priceRows.map((p) => p.productId))];
  const productRows = productIds.length ? await scope.db.select().from(products).where(inArray(products.id, productIds)) : [];
  const productById = new Map(productRows.map((p) => [p.id, p]));
  const priceById = new Map(priceRows.map((p) => [p.id, p]));
  return items.map((item) => {
    const price = priceById.get(item.priceId)!;
    const product = productById.get(price.productId);
    return { item, unitAmount: price.unitAmount, eligible: isEligible(effectiveEligibility(price, product)), name: product?.name ?? price.id };
  });
}

export const asPricedInput = (rows: SubscriptionItemRow[]) => rows.map((r) => ({ id: r.id, priceId: r.priceId, quantity: r.quantity }));

/** A period's full-price lines, one per item. */
export function cycleLines(items: PricedItem[], start: Date, end: Date): InvoiceLine[] {
  return items.map((p) => line(p, p.unitAmount * p.item.quantity, false, start, end, `${p.item.quantity} × ${p.name}`));
}

/**
 * The lines of a change at `at` inside [start, end): the unused time of the old item credited and
 * the remaining time of the new one charged (docs/billing.md). Either side may be absent.
 */
export function prorationLines(before: PricedItem | null, after: PricedItem | null, at: Date, start: Date, end: Date): InvoiceLine[] {
  const remaining = end.getTime() - at.getTime();
  const period = end.getTime() - start.getTime();
  const out: InvoiceLine[] = [];
  if (before)
    out.push(
      line(
        before,
        -prorate(before.unitAmount * before.item.quantity, remaining, period),
        true,
        at,
        end,
        `Unused time on ${before.item.quantity} × ${before.name}`,
      ),
    );
  if (after)
    out.push(
      line(
        after,
        prorate(after.unitAmount * after.item.quantity, remaining, period),
        true,
        at,
        end,
        `Remaining time on ${after.item.quantity} × ${after.name}`,
      ),
    );
  return out.filter((l) => l.amount !== 0);
}

/** A final, shortened period (cancel_at inside it): each item for the time until the end only. */
export function partialLines(items: PricedItem[], start: Date, stop: Date, fullEnd: Date): InvoiceLine[] {
  const period = fullEnd.getTime() - start.getTime();
  return items.map((p) =>
    line(
      p,
      prorate(p.unitAmount * p.item.quantity, stop.getTime() - start.getTime(), period),
      true,
      start,
      stop,
      `${p.item.quantity} × ${p.name} until cancellation`,
    ),
  );
}

function line(p: PricedItem, amount: number, proration: boolean, start: Date, end: Date, description: string): InvoiceLine {
  return {
    line_id: newId("lineItem"),
    description,
    price: p.item.priceId,
    subscription_item: p.item.id,
    quantity: p.item.quantity,
    unit_amount: p.unitAmount,
    amount,
    proration,
    eligible: p.eligible,
    period_start: start.toISOString(),
    period_end: end.toISOString(),
  };
}
