// /v1/checkout/sessions/{id}: retrieve one session.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { getCheckoutSession } from "@/lib/server/services/checkout/get-checkout-session";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  GET: handle(endpoints.retrieveCheckoutSession, ({ scope, params, expand }) => getCheckoutSession(scope, params.id, expand)),
});
