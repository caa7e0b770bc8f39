import type { eligibilityLists } from "@/lib/db/schema";
import type { EligibilityList } from "@/lib/schemas/eligibility-list";

export function serializeEligibilityList(row: typeof eligibilityLists.$inferSelect, productsReclassified: number | null = null): EligibilityList {
  return {
    eligibility_list_id: row.id,
    name: row.name,
    item_count: row.itemCount,
    test_mode: row.testMode,
    created_at: row.createdAt.toISOString(),
    products_reclassified: productsReclassified,
  };
}
