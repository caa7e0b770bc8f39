// /v1/checkout/sessions/{id}/capture: capture a manual-capture session.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { captureCheckoutSession } from "@/lib/server/services/checkout/capture-checkout-session";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  POST: handle(endpoints.captureCheckoutSession, ({ scope, params, body }) => captureCheckoutSession(scope, params.id, body)),
});
