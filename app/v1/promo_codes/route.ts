// /v1/promo_codes: create and list promo codes.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { createPromoCode } from "@/lib/server/services/promo-codes/create-promo-code";
import { listPromoCodes } from "@/lib/server/services/promo-codes/list-promo-codes";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  GET: handle(endpoints.listPromoCodes, ({ scope, query }) => listPromoCodes(scope, query)),
  POST: handle(endpoints.createPromoCode, ({ scope, body }) => createPromoCode(scope, body)),
});
