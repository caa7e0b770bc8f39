// /v1/refunds: refund a payment intent; list refunds.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { createRefund } from "@/lib/server/services/refunds/create-refund";
import { listRefunds } from "@/lib/server/services/refunds/list-refunds";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  GET: handle(endpoints.listRefunds, ({ scope, query }) => listRefunds(scope, query)),
  POST: handle(endpoints.createRefund, ({ scope, body }) => createRefund(scope, body)),
});
