// /v1/payment_intents: list payment intents (created by checkout).
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import type { PaymentIntentListQuery } from "@/lib/schemas/payment-intent";
import { listPaymentIntents } from "@/lib/server/services/payment-intents/list-payment-intents";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  GET: handle<unknown, PaymentIntentListQuery>(endpoints.listPaymentIntents, ({ scope, query, expand }) => listPaymentIntents(scope, query, expand)),
});
