// /v1/payment_links: create and list payment links.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { createPaymentLink } from "@/lib/server/services/payment-links/create-payment-link";
import { listPaymentLinks } from "@/lib/server/services/payment-links/list-payment-links";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  GET: handle(endpoints.listPaymentLinks, ({ scope, query }) => listPaymentLinks(scope, query)),
  POST: handle(endpoints.createPaymentLink, ({ scope, body }) => createPaymentLink(scope, body)),
});
