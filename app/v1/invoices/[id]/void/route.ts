// /v1/invoices/{id}/void: void an open invoice.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { voidInvoice } from "@/lib/server/services/invoices/void-invoice";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  POST: handle(endpoints.voidInvoice, ({ scope, params }) => voidInvoice(scope, params.id)),
});
