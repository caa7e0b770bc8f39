// /v1/invoices/{id}/pay: charge an open invoice now.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { payInvoice } from "@/lib/server/services/invoices/pay-invoice";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  POST: handle(endpoints.payInvoice, ({ scope, params }) => payInvoice(scope, params.id)),
});
