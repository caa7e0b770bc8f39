import "server-only";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { accounts, paymentLinks, prices, products } from "@/lib/db/schema";

export type PublicPaymentLink = {
  id: string;
  merchantName: string;
  testMode: boolean;
  /** False when the link is turned off or one of its prices can no longer be sold. */
  available: boolean;
  lines: { name: string; quantity: number; unitAmount: number; amount: number }[];
  subtotal: number;
  shipping: number;
  tax: number;
  allowPromotionCodes: boolean;
};

/**
 * What a payment link's public page shows before any checkout session exists (a bare GET, which
 * a crawler or a link preview may make, creates nothing). Null when there is no such link.
 */
export async function getPublicPaymentLink(db: Db, linkId: string): Promise<PublicPaymentLink | null> {
  if (!/^fplink_[0-9a-z]{26}$/.test(linkId)) return null;
  const [row] = await db
    .select({ link: paymentLinks, merchant: accounts.name })
    .from(paymentLinks)
    .innerJoin(accounts, eq(accounts.id, paymentLinks.accountId))
    .where(eq(paymentLinks.id, linkId))
    .limit(1);
  if (!row) return null;
  const { link } = row;
  const priceIds = link.lineItems.map((l) => l.price);
  const priced = priceIds.length
    ? await db
        .select({
          id: prices.id,
          unitAmount: prices.unitAmount,
          active: prices.active,
          accountId: prices.accountId,
          testMode: prices.testMode,
          name: products.name,
          description: prices.description,
        })
        .from(prices)
        .innerJoin(products, eq(products.id, prices.productId))
        .where(inArray(prices.id, priceIds))
    : [];
  const byId = new Map(priced.filter((p) => p.accountId === link.accountId && p.testMode === link.testMode).map((p) => [p.id, p]));
  const lines = link.lineItems.flatMap((l) => {
    const p = byId.get(l.price);
    return p ? [{ name: p.description || p.name, quantity: l.quantity, unitAmount: p.unitAmount, amount: p.unitAmount * l.quantity }] : [];
  });
  const sellable = link.lineItems.every((l) => byId.get(l.price)?.active);
  return {
    id: link.id,
    merchantName: row.merchant,
    testMode: link.testMode,
    available: link.active && sellable && lines.length > 0,
    lines,
    subtotal: lines.reduce((sum, l) => sum + l.amount, 0),
    shipping: link.shippingOptions?.shipping_amount ?? 0,
    tax: link.lineItems.reduce((sum, l) => sum + (l.tax_rate?.amount ?? 0), 0),
    allowPromotionCodes: link.allowPromotionCodes,
  };
}
