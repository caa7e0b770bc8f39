import "server-only";
import { eq } from "drizzle-orm";
import { products } from "@/lib/db/schema";
import type { ProductUpdate } from "@/lib/schemas/product";
import { clockNow, inTransaction, type Scope } from "../../scope";
import { findListMatch } from "../eligibility-lists/find-list-match";
import { mergeMetadata } from "../merge-metadata";
import { recordEvent } from "../record-event";
import { botDecision, isMerchantDecided, merchantDecision, NO_DECISION } from "./classify-with-bot";
import { getProductOrThrow } from "./get-product";
import { serializeProduct } from "./serialize-product";

/**
 * Partial update; `active: false` archives.
 * - `use_eligibility_bot: true` classifies the updated product again (the merchant's eligibility
 *   lists first), unless the merchant decided its eligibility: then the eligibility is left as the
 *   merchant set it and the bot is not run. A copied-in `hsa_fsa_eligibility` is ignored.
 * - `hsa_fsa_eligibility` different from the current value is the merchant's decision (recorded
 *   with scope.actor and the time); the same value changes nothing (clients echo objects back:
 *   to confirm the bot's answer use POST /v1/products/eligibility_review/accept); `null` clears
 *   the eligibility and hands the product back (to the bot on its next run).
 */
export async function updateProduct(scope: Scope, id: string, input: ProductUpdate) {
  return inTransaction(scope, async (tx) => {
    const current = await getProductOrThrow(tx, id, true);
    const now = clockNow(tx);
    const patch: Partial<typeof products.$inferInsert> = { updatedAt: now };
    // null on a required or immutable-in-practice field means "unchanged" (clients echo nulls).
    if (input.name != null) patch.name = input.name;
    if (input.description !== undefined) patch.description = input.description;
    if (input.visit_type !== undefined) patch.visitType = input.visit_type;
    if (input.active != null) patch.active = input.active;
    if (input.upc_code !== undefined) patch.upcCode = input.upc_code;
    if (input.gtin !== undefined) patch.gtin = input.gtin;
    if (input.reference_gtin !== undefined) patch.referenceGtin = input.reference_gtin;
    if (input.client_reference_id !== undefined) patch.clientReferenceId = input.client_reference_id;
    if (input.url !== undefined) patch.url = input.url;
    if (input.metadata !== undefined) patch.metadata = mergeMetadata(current.metadata, input.metadata);
    if (input.use_eligibility_bot) {
      if (!isMerchantDecided(current)) {
        const fields = {
          name: patch.name ?? current.name,
          description: patch.description !== undefined ? patch.description : current.description,
          upc_code: patch.upcCode !== undefined ? patch.upcCode : current.upcCode,
          gtin: patch.gtin !== undefined ? patch.gtin : current.gtin,
          reference_gtin: patch.referenceGtin !== undefined ? patch.referenceGtin : current.referenceGtin,
          url: patch.url !== undefined ? patch.url : current.url,
        };
        Object.assign(patch, botDecision(fields, await findListMatch(tx, fields)));
      }
    } else if (input.hsa_fsa_eligibility === null) {
      if (current.hsaFsaEligibility !== null) Object.assign(patch, NO_DECISION);
    } else if (input.hsa_fsa_eligibility !== undefined && input.hsa_fsa_eligibility !== current.hsaFsaEligibility) {
      Object.assign(patch, merchantDecision(input.hsa_fsa_eligibility, tx.actor, now));
    }
    const [row] = await tx.db.update(products).set(patch).where(eq(products.id, id)).returning();
    const product = serializeProduct(row);
    await recordEvent(tx, "product.updated", "product", product, product.product_id);
    return product;
  });
}
