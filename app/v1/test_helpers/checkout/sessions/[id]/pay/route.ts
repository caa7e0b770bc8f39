// /v1/test_helpers/checkout/sessions/{id}/pay: pay as the hosted page would (test mode only).
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { payCheckoutSession } from "@/lib/server/services/checkout/pay-checkout-session";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  POST: handle(endpoints.payCheckoutSessionTestHelper, ({ scope, params, body }) => payCheckoutSession(scope, params.id, body)),
});
