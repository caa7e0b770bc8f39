// /v1/invoices: list invoices.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { listInvoices } from "@/lib/server/services/invoices/list-invoices";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  GET: handle(endpoints.listInvoices, ({ scope, query, expand }) => listInvoices(scope, query, expand)),
});
