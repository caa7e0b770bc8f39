import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { products } from "@/lib/db/schema";
import type { Product } from "@/lib/schemas/product";
import { ApiError } from "../../errors";
import { clockNow, inTransaction, type Scope } from "../../scope";
import type { Page } from "../paginate";
import { recordEvents } from "../record-event";
import { isMerchantDecided, merchantDecision } from "./classify-with-bot";
import { serializeProduct } from "./serialize-product";

/**
 * The merchant confirms the current eligibility of these products (the bot's or the list's
 * answer, typically from the review queue): each becomes the merchant's decision, recorded with
 * scope.actor and the time, leaves the review queue, and emits product.updated. Products the
 * merchant already decided are answered unchanged. All or nothing: an unknown id (for this
 * account and mode) is a 404 and a product without any eligibility a 400, and nothing changes.
 */
export async function acceptProductEligibility(scope: Scope, ids: string[]): Promise<Page<Product>> {
  const unique = [...new Set(ids)];
  return inTransaction(scope, async (tx) => {
    const rows = await tx.db
      .select()
      .from(products)
      .where(and(eq(products.accountId, tx.accountId), eq(products.testMode, tx.testMode), inArray(products.id, unique)))
      .orderBy(products.id)
      .for("update");
    const byId = new Map(rows.map((r) => [r.id, r]));
    unique.forEach((id) => {
      if (!byId.has(id)) throw ApiError.notFound("product", id, ["body", "products", ids.indexOf(id)]);
    });
    const unclassified = unique.find((id) => byId.get(id)!.hsaFsaEligibility === null);
    if (unclassified) {
      throw ApiError.badRequest("product_not_classified", `Product '${unclassified}' has no eligibility to accept: set its hsa_fsa_eligibility instead.`, [
        "body",
        "products",
        ids.indexOf(unclassified),
      ]);
    }
    const now = clockNow(tx);
    const changed: Product[] = [];
    for (const id of unique) {
      const row = byId.get(id)!;
      if (isMerchantDecided(row)) continue;
      const [updated] = await tx.db
        .update(products)
        .set({ ...merchantDecision(row.hsaFsaEligibility as NonNullable<Product["hsa_fsa_eligibility"]>, tx.actor, now), updatedAt: now })
        .where(eq(products.id, id))
        .returning();
      byId.set(id, updated);
      changed.push(serializeProduct(updated));
    }
    await recordEvents(
      tx,
      changed.map((p) => ({ type: "product.updated" as const, key: "product", object: p, objectId: p.product_id })),
    );
    return { data: unique.map((id) => serializeProduct(byId.get(id)!)), hasMore: false, nextCursor: null, prevCursor: null };
  });
}
