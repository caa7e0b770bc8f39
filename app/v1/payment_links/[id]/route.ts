// /v1/payment_links/{id}: retrieve and update a payment link (POST is an alias of PATCH).
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { getPaymentLink } from "@/lib/server/services/payment-links/get-payment-link";
import { updatePaymentLink } from "@/lib/server/services/payment-links/update-payment-link";

const update = handle(endpoints.updatePaymentLink, ({ scope, params, body }) => updatePaymentLink(scope, params.id, body));

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  GET: handle(endpoints.retrievePaymentLink, ({ scope, params }) => getPaymentLink(scope, params.id)),
  PATCH: update,
  POST: update,
});
