import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { parseEligibilityListCsv } from "@/lib/eligibility/eligibility-list-csv";
import { eligibilityListItems, eligibilityLists, products } from "@/lib/db/schema";
import { newId } from "@/lib/db/ids";
import type { EligibilityListCreate } from "@/lib/schemas/eligibility-list";
import { ApiError } from "../../errors";
import { clockNow, inTransaction, type Scope } from "../../scope";
import { recordEvents } from "../record-event";
import { botDecision, isMerchantDecided } from "../products/classify-with-bot";
import { serializeProduct } from "../products/serialize-product";
import { productCodes } from "./find-list-match";
import { serializeEligibilityList } from "./serialize-eligibility-list";

const INSERT_CHUNK = 1000;
const EVENT_CHUNK = 200;

/**
 * Imports a GTIN/UPC eligibility list from its CSV text. Every row is validated first: when any
 * row is bad, nothing is imported and the answer is a 422 naming each bad row's line. Then, in one
 * transaction, the list and its items are stored and every existing product of this account and
 * mode whose gtin, upc_code or reference_gtin is on the list takes the list's category (a
 * product whose eligibility the merchant decided is left alone), each emitting product.updated.
 */
export async function createEligibilityList(scope: Scope, input: EligibilityListCreate) {
  const parsed = parseEligibilityListCsv(input.csv);
  if (!parsed.ok) {
    throw ApiError.validation(parsed.errors.map((e) => ({ loc: ["body", "eligibility_list", "csv", e.line], msg: e.message, type: "csv_row_invalid" })));
  }
  const items = parsed.items;
  const categoryByCode = new Map(items.map((i) => [i.code, i.category]));
  return inTransaction(scope, async (tx) => {
    const now = clockNow(tx);
    const [list] = await tx.db
      .insert(eligibilityLists)
      .values({ id: newId("eligibilityList"), accountId: tx.accountId, testMode: tx.testMode, name: input.name, itemCount: items.length, createdAt: now })
      .returning();
    for (let i = 0; i < items.length; i += INSERT_CHUNK) {
      await tx.db
        .insert(eligibilityListItems)
        .values(
          items
            .slice(i, i + INSERT_CHUNK)
            .map((item) => ({ listId: list.id, accountId: tx.accountId, testMode: tx.testMode, code: item.code, category: item.category })),
        );
    }

    // Existing products on the list: product codes are digits (the API validates them), so the
    // 14-digit form is lpad(code, 14, '0').
    const onList = (column: PgColumn) => sql`${eligibilityListItems.code} = lpad(${column}, 14, '0')`;
    const matching = await tx.db
      .select()
      .from(products)
      .where(
        and(
          eq(products.accountId, tx.accountId),
          eq(products.testMode, tx.testMode),
          sql`exists (select 1 from ${eligibilityListItems} where ${eligibilityListItems.listId} = ${list.id}
            and (${onList(products.gtin)} or ${onList(products.upcCode)} or ${onList(products.referenceGtin)}))`,
        ),
      )
      .orderBy(products.id)
      .for("update");

    const updated = [];
    for (const row of matching) {
      if (isMerchantDecided(row)) continue;
      const codes = { gtin: row.gtin, upc_code: row.upcCode, reference_gtin: row.referenceGtin };
      const hit = productCodes(codes).find((c) => categoryByCode.has(c.code));
      if (!hit) continue;
      const listMatch = { list_id: list.id, list_name: list.name, field: hit.field, code: hit.code, category: categoryByCode.get(hit.code)! };
      const decision = botDecision({ name: row.name, description: row.description, url: row.url, ...codes }, listMatch);
      const [saved] = await tx.db
        .update(products)
        .set({ ...decision, updatedAt: now })
        .where(eq(products.id, row.id))
        .returning();
      updated.push(serializeProduct(saved));
    }
    for (let i = 0; i < updated.length; i += EVENT_CHUNK) {
      await recordEvents(
        tx,
        updated.slice(i, i + EVENT_CHUNK).map((p) => ({ type: "product.updated" as const, key: "product", object: p, objectId: p.product_id })),
      );
    }
    return serializeEligibilityList(list, updated.length);
  });
}
