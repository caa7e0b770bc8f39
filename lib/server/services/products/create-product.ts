import "server-only";
import { products } from "@/lib/db/schema";
import { newId } from "@/lib/db/ids";
import type { ProductCreate } from "@/lib/schemas/product";
import { clockNow, inTransaction, type Scope } from "../../scope";
import { recordEvent } from "../record-event";
import { classifyWithBot, MANUAL_RATIONALE } from "./classify-with-bot";
import { serializeProduct } from "./serialize-product";

export async function createProduct(scope: Scope, input: ProductCreate) {
  // With the bot on, its answer replaces whatever eligibility the client copied in.
  const eligibility = input.use_eligibility_bot
    ? classifyWithBot(input)
    : {
        hsaFsaEligibility: input.hsa_fsa_eligibility ?? null,
        eligibilityRationale: input.hsa_fsa_eligibility ? MANUAL_RATIONALE : null,
      };
  return inTransaction(scope, async (tx) => {
    const [row] = await tx.db
      .insert(products)
      .values({
        id: newId("product"),
        accountId: tx.accountId,
        testMode: tx.testMode,
        createdAt: clockNow(tx),
        name: input.name,
        description: input.description ?? null,
        visitType: input.visit_type ?? null,
        active: input.active ?? true,
        upcCode: input.upc_code ?? null,
        gtin: input.gtin ?? null,
        referenceGtin: input.reference_gtin ?? null,
        clientReferenceId: input.client_reference_id ?? null,
        url: input.url ?? null,
        metadata: input.metadata ?? {},
        ...eligibility,
      })
      .returning();
    const product = serializeProduct(row);
    await recordEvent(tx, "product.created", "product", product, product.product_id);
    return product;
  });
}
