// /v1/checkout/sessions/{id}/refund: refund a session, HSA/FSA intent first.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { refundCheckoutSession } from "@/lib/server/services/checkout/refund-checkout-session";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  POST: handle(endpoints.refundCheckoutSession, ({ scope, params, body, bodyKey }) => refundCheckoutSession(scope, params.id, body, bodyKey)),
});
