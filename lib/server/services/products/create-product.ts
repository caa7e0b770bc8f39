import "server-only";
import { products } from "@/lib/db/schema";
import { newId } from "@/lib/db/ids";
import type { ProductCreate } from "@/lib/schemas/product";
import { clockNow, inTransaction, type Scope } from "../../scope";
import { findListMatch } from "../eligibility-lists/find-list-match";
import { recordEvent } from "../record-event";
import { botDecision, merchantDecision, NO_DECISION } from "./classify-with-bot";
import { serializeProduct } from "./serialize-product";

/**
 * Creates a product. Its eligibility: with `use_eligibility_bot`, the bot's answer (the merchant's
 * eligibility list decides when a code is on it), replacing whatever eligibility the client copied
 * in; else the merchant's `hsa_fsa_eligibility` (recorded with scope.actor and the time); else the
 * merchant's eligibility list when a code is on it; else none.
 */
export async function createProduct(scope: Scope, input: ProductCreate) {
  return inTransaction(scope, async (tx) => {
    const now = clockNow(tx);
    let eligibility = NO_DECISION;
    if (input.use_eligibility_bot) {
      eligibility = botDecision(input, await findListMatch(tx, input));
    } else if (input.hsa_fsa_eligibility) {
      eligibility = merchantDecision(input.hsa_fsa_eligibility, tx.actor, now);
    } else {
      const listMatch = await findListMatch(tx, input);
      if (listMatch) eligibility = botDecision(input, listMatch);
    }
    const [row] = await tx.db
      .insert(products)
      .values({
        id: newId("product"),
        accountId: tx.accountId,
        testMode: tx.testMode,
        createdAt: now,
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
