import "server-only";
import { eq, ilike } from "drizzle-orm";
import { products } from "@/lib/db/schema";
import type { ProductListQuery } from "@/lib/schemas/product";
import type { Scope } from "../../scope";
import { likePattern } from "../like-pattern";
import { paginate } from "../paginate";
import { serializeProduct } from "./serialize-product";

export async function listProducts(scope: Scope, query: ProductListQuery) {
  const filters = [];
  if (query.active !== undefined) filters.push(eq(products.active, query.active));
  if (query.hsa_fsa_eligibility) filters.push(eq(products.hsaFsaEligibility, query.hsa_fsa_eligibility));
  // On products_review_idx (account_id, test_mode, eligibility_review, created_at, id).
  if (query.eligibility_review) filters.push(eq(products.eligibilityReview, query.eligibility_review));
  if (query.visit_type) filters.push(eq(products.visitType, query.visit_type));
  if (query.client_reference_id) filters.push(eq(products.clientReferenceId, query.client_reference_id));
  if (query.search) filters.push(ilike(products.name, likePattern(query.search)));
  return paginate(scope, products, query, filters, (rows) => rows.map(serializeProduct), "product");
}
