import "server-only";
import { prices, products } from "@/lib/db/schema";
import { newId } from "@/lib/db/ids";
import type { PriceCreate } from "@/lib/schemas/price";
import { ApiError } from "../../errors";
import { clockNow, inTransaction, type Scope } from "../../scope";
import { findScoped } from "../find-scoped";
import { createProduct } from "../products/create-product";
import { recordEvent } from "../record-event";
import { serializePrice } from "./serialize-price";

type NewPrice = Omit<PriceCreate, "product_data" | "product"> & { product: string };

/** Inserts a price for a product the caller already resolved; records price.created. */
export async function insertPrice(scope: Scope, input: NewPrice, productLoc: (string | number)[]) {
  const product = await findScoped(scope, products, input.product);
  if (!product) throw ApiError.referenceNotFound("product", input.product, productLoc);
  const trial = input.recurring?.trial_period_days ?? input.trial_period_days ?? null;
  const [row] = await scope.db
    .insert(prices)
    .values({
      id: newId("price"),
      accountId: scope.accountId,
      testMode: scope.testMode,
      createdAt: clockNow(scope),
      productId: product.id,
      description: input.description ?? null,
      unitAmount: input.unit_amount,
      type: input.recurring ? "recurring" : "one_time",
      recurringInterval: input.recurring?.interval ?? null,
      recurringIntervalCount: input.recurring ? (input.recurring.interval_count ?? 1) : null,
      trialPeriodDays: input.recurring ? trial : null,
      active: input.active ?? true,
      hsaFsaEligibility: input.hsa_fsa_eligibility ?? null,
      metadata: input.metadata ?? {},
    })
    .returning();
  const price = serializePrice(row, product);
  await recordEvent(scope, "price.created", "price", price, price.price_id);
  return { row, price, product };
}

export async function createPrice(scope: Scope, input: PriceCreate) {
  return inTransaction(scope, async (tx) => {
    let productId = input.product;
    if (input.product_data) productId = (await createProduct(tx, input.product_data)).product_id;
    const { price } = await insertPrice(tx, { ...input, product: productId! }, ["body", "price", "product"]);
    return price;
  });
}
