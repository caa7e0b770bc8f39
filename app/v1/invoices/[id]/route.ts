// /v1/invoices/{id}: retrieve one invoice.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { getInvoice } from "@/lib/server/services/invoices/get-invoice";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  GET: handle(endpoints.retrieveInvoice, ({ scope, params, expand }) => getInvoice(scope, params.id, expand)),
});
