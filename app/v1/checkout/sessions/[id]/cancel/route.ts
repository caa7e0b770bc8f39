// /v1/checkout/sessions/{id}/cancel: cancel an open or authorized session.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { cancelCheckoutSession } from "@/lib/server/services/checkout/cancel-checkout-session";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  POST: handle(endpoints.cancelCheckoutSession, ({ scope, params }) => cancelCheckoutSession(scope, params.id)),
});
