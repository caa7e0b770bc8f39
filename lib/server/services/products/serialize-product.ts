import type { products } from "@/lib/db/schema";
import type { Product } from "@/lib/schemas/product";

export type ProductRow = typeof products.$inferSelect;

export function serializeProduct(row: ProductRow): Product {
  return {
    product_id: row.id,
    name: row.name,
    description: row.description,
    created_at: row.createdAt.toISOString(),
    visit_type: row.visitType as Product["visit_type"],
    active: row.active,
    upc_code: row.upcCode,
    gtin: row.gtin,
    reference_gtin: row.referenceGtin,
    hsa_fsa_eligibility: row.hsaFsaEligibility as Product["hsa_fsa_eligibility"],
    eligibility_rationale: row.eligibilityRationale,
    client_reference_id: row.clientReferenceId,
    test_mode: row.testMode,
    metadata: row.metadata,
    url: row.url,
  };
}
