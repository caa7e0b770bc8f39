import "server-only";
import { eq } from "drizzle-orm";
import { prices } from "@/lib/db/schema";
import type { PriceUpdate } from "@/lib/schemas/price";
import { ApiError } from "../../errors";
import { clockNow, inTransaction, type Scope } from "../../scope";
import { mergeMetadata } from "../merge-metadata";
import { recordEvent } from "../record-event";
import { getPriceOrThrow } from "./get-price";
import { serializePrices } from "./serialize-price";

/** active, description, metadata and the eligibility override; amounts never change. */
export async function updatePrice(scope: Scope, id: string, input: PriceUpdate) {
  return inTransaction(scope, async (tx) => {
    const current = await getPriceOrThrow(tx, id, true);
    const immutable: [keyof PriceUpdate, unknown, unknown][] = [
      ["unit_amount", input.unit_amount, current.unitAmount],
      ["type", input.type, current.type],
      ["product", input.product, current.productId],
    ];
    for (const [field, sent, stored] of immutable) {
      if (sent != null && sent !== stored) {
        throw ApiError.badRequest("price_immutable", `A price's ${field} cannot change; create a new price and deactivate this one.`, ["body", "price", field]);
      }
    }
    const patch: Partial<typeof prices.$inferInsert> = { updatedAt: clockNow(tx) };
    if (input.active != null) patch.active = input.active;
    if (input.description !== undefined) patch.description = input.description;
    if (input.hsa_fsa_eligibility !== undefined) patch.hsaFsaEligibility = input.hsa_fsa_eligibility;
    if (input.metadata !== undefined) patch.metadata = mergeMetadata(current.metadata, input.metadata);
    const [row] = await tx.db.update(prices).set(patch).where(eq(prices.id, id)).returning();
    const [price] = await serializePrices(tx, [row]);
    await recordEvent(tx, "price.updated", "price", price, price.price_id);
    return price;
  });
}
