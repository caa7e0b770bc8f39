// /v1/checkout/sessions/{id}/capture: capture a manual-capture session.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import type { CaptureCheckoutSession } from "@/lib/schemas/checkout-session";
import { captureCheckoutSession } from "@/lib/server/services/checkout/capture-checkout-session";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  POST: handle<CaptureCheckoutSession>(endpoints.captureCheckoutSession, ({ scope, params, body }) => captureCheckoutSession(scope, params.id, body)),
});
