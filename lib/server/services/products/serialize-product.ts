import type { products } from "@/lib/db/schema";
import type { EligibilitySignal, Product } from "@/lib/schemas/product";
import { eligibilitySourceOf } from "./classify-with-bot";

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
    eligibility_source: eligibilitySourceOf(row),
    eligibility_review: row.eligibilityReview as Product["eligibility_review"],
    eligibility_confidence: row.eligibilityConfidence,
    eligibility_signals: (row.eligibilitySignals as EligibilitySignal[] | null) ?? null,
    eligibility_decided_by: row.eligibilityDecidedBy,
    eligibility_decided_at: row.eligibilityDecidedAt ? row.eligibilityDecidedAt.toISOString() : null,
    client_reference_id: row.clientReferenceId,
    test_mode: row.testMode,
    metadata: row.metadata,
    url: row.url,
  };
}
