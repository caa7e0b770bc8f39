// /v1/payment_intents/{id}/cancel: cancel (release) a payment intent.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { cancelPaymentIntent } from "@/lib/server/services/payment-intents/cancel-payment-intent";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  POST: handle(endpoints.cancelPaymentIntent, ({ scope, params }) => cancelPaymentIntent(scope, params.id)),
});
