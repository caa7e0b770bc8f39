// /v1/promo_codes/{id}: retrieve and update a promo code (POST is an alias of PATCH).
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { getPromoCode } from "@/lib/server/services/promo-codes/get-promo-code";
import { updatePromoCode } from "@/lib/server/services/promo-codes/update-promo-code";

const update = handle(endpoints.updatePromoCode, ({ scope, params, body }) => updatePromoCode(scope, params.id, body));

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  GET: handle(endpoints.retrievePromoCode, ({ scope, params }) => getPromoCode(scope, params.id)),
  PATCH: update,
  POST: update,
});
