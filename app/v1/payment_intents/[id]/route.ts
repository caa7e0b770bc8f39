// /v1/payment_intents/{id}: retrieve one payment intent.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { getPaymentIntent } from "@/lib/server/services/payment-intents/get-payment-intent";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  GET: handle(endpoints.retrievePaymentIntent, ({ scope, params, expand }) => getPaymentIntent(scope, params.id, expand)),
});
