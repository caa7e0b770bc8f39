import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { EligibilityListMatch } from "@/lib/eligibility/classify-product";
import type { EligibilityValue } from "@/lib/eligibility/eligibility-values";
import { toGtin14 } from "@/lib/eligibility/gtin";
import { eligibilityListItems, eligibilityLists } from "@/lib/db/schema";
import type { Scope } from "../../scope";

export type ProductCodes = { gtin?: string | null; upc_code?: string | null; reference_gtin?: string | null };

/** The product's codes in matching order (gtin, then upc_code, then reference_gtin), as GTIN-14. */
export function productCodes(codes: ProductCodes): { field: EligibilityListMatch["field"]; code: string }[] {
  const out: { field: EligibilityListMatch["field"]; code: string }[] = [];
  for (const field of ["gtin", "upc_code", "reference_gtin"] as const) {
    const code = toGtin14(codes[field]);
    if (code && !out.some((c) => c.code === code)) out.push({ field, code });
  }
  return out;
}

/**
 * The entry of the merchant's eligibility lists (this account and mode only) for the product's
 * codes: the first code in matching order that is listed, on the most recently imported list
 * that has it. Null when none is listed.
 */
export async function findListMatch(scope: Scope, codes: ProductCodes): Promise<EligibilityListMatch | null> {
  const wanted = productCodes(codes);
  if (!wanted.length) return null;
  const rows = await scope.db
    .select({ code: eligibilityListItems.code, category: eligibilityListItems.category, listId: eligibilityLists.id, listName: eligibilityLists.name })
    .from(eligibilityListItems)
    .innerJoin(eligibilityLists, eq(eligibilityLists.id, eligibilityListItems.listId))
    .where(
      and(
        eq(eligibilityListItems.accountId, scope.accountId),
        eq(eligibilityListItems.testMode, scope.testMode),
        inArray(
          eligibilityListItems.code,
          wanted.map((w) => w.code),
        ),
      ),
    )
    .orderBy(desc(eligibilityLists.createdAt), desc(eligibilityLists.id));
  for (const w of wanted) {
    const row = rows.find((r) => r.code === w.code);
    if (row) return { list_id: row.listId, list_name: row.listName, field: w.field, code: w.code, category: row.category as EligibilityValue };
  }
  return null;
}
