import "server-only";
import { inArray } from "drizzle-orm";
import { prices, products } from "@/lib/db/schema";
import type { Price } from "@/lib/schemas/price";
import type { Scope } from "../../scope";
import { serializeProduct, type ProductRow } from "../products/serialize-product";

export type PriceRow = typeof prices.$inferSelect;

/** The price's own eligibility wins; otherwise it inherits its product's. */
export function effectiveEligibility(price: PriceRow, product: ProductRow | undefined) {
  return (price.hsaFsaEligibility ?? product?.hsaFsaEligibility ?? null) as Price["hsa_fsa_eligibility"];
}

export function serializePrice(row: PriceRow, product: ProductRow | undefined, expandProduct = false): Price {
  return {
    price_id: row.id,
    description: row.description,
    trial_period_days: row.trialPeriodDays,
    unit_amount: row.unitAmount,
    recurring: row.recurringInterval
      ? {
          interval: row.recurringInterval as NonNullable<Price["recurring"]>["interval"],
          interval_count: row.recurringIntervalCount ?? 1,
          trial_period_days: row.trialPeriodDays,
        }
      : null,
    active: row.active,
    product: expandProduct && product ? serializeProduct(product) : row.productId,
    created_at: row.createdAt.toISOString(),
    type: row.type as Price["type"],
    metadata: row.metadata,
    hsa_fsa_eligibility: effectiveEligibility(row, product),
    test_mode: row.testMode,
  };
}

/** Serializes prices with their products loaded in one query. */
export async function serializePrices(scope: Scope, rows: PriceRow[], expandProduct = false): Promise<Price[]> {
  const ids = [...new Set(rows.map((r) => r.productId))];
  const productRows = ids.length ? await scope.db.select().from(products).where(inArray(products.id, ids)) : [];
  const byId = new Map(productRows.map((p) => [p.id, p]));
  return rows.map((r) => serializePrice(r, byId.get(r.productId), expandProduct));
}
