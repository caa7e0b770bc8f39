// /v1/test_helpers/payment_methods/{id}/outcome: make a saved test card succeed or fail from now on.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { setPaymentMethodOutcome } from "@/lib/server/services/subscriptions/set-payment-method-outcome";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  POST: handle(endpoints.setPaymentMethodOutcomeTestHelper, ({ scope, params, body }) => setPaymentMethodOutcome(scope, params.id, body.outcome)),
});
