// /v1/products/eligibility_review/accept: the merchant accepts the current eligibility of products.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { acceptProductEligibility } from "@/lib/server/services/products/accept-product-eligibility";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  POST: handle(endpoints.acceptProductEligibility, ({ scope, body }) => acceptProductEligibility(scope, body)),
});
