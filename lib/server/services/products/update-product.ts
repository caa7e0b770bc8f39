import "server-only";
import { eq } from "drizzle-orm";
import { products } from "@/lib/db/schema";
import type { ProductUpdate } from "@/lib/schemas/product";
import { clockNow, inTransaction, type Scope } from "../../scope";
import { mergeMetadata } from "../merge-metadata";
import { recordEvent } from "../record-event";
import { classifyWithBot, MANUAL_RATIONALE } from "./classify-with-bot";
import { getProductOrThrow } from "./get-product";
import { serializeProduct } from "./serialize-product";

/** Partial update; `active: false` archives. `use_eligibility_bot: true` classifies the updated product again. */
export async function updateProduct(scope: Scope, id: string, input: ProductUpdate) {
  return inTransaction(scope, async (tx) => {
    const current = await getProductOrThrow(tx, id, true);
    const patch: Partial<typeof products.$inferInsert> = { updatedAt: clockNow(tx) };
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
      Object.assign(
        patch,
        classifyWithBot({
          name: patch.name ?? current.name,
          description: patch.description !== undefined ? patch.description : current.description,
          upc_code: patch.upcCode !== undefined ? patch.upcCode : current.upcCode,
          gtin: patch.gtin !== undefined ? patch.gtin : current.gtin,
          reference_gtin: patch.referenceGtin !== undefined ? patch.referenceGtin : current.referenceGtin,
          url: patch.url !== undefined ? patch.url : current.url,
        }),
      );
    } else if (input.hsa_fsa_eligibility !== undefined && input.hsa_fsa_eligibility !== current.hsaFsaEligibility) {
      patch.hsaFsaEligibility = input.hsa_fsa_eligibility;
      patch.eligibilityRationale = input.hsa_fsa_eligibility ? MANUAL_RATIONALE : null;
    }
    const [row] = await tx.db.update(products).set(patch).where(eq(products.id, id)).returning();
    const product = serializeProduct(row);
    await recordEvent(tx, "product.updated", "product", product, product.product_id);
    return product;
  });
}
