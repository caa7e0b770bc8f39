// /v1/payment_intents: list payment intents (created by checkout).
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { listPaymentIntents } from "@/lib/server/services/payment-intents/list-payment-intents";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  GET: handle(endpoints.listPaymentIntents, ({ scope, query, expand }) => listPaymentIntents(scope, query, expand)),
});
