// /v1/refunds/{refund_id}: retrieve a refund.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { getRefund } from "@/lib/server/services/refunds/get-refund";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  GET: handle(endpoints.retrieveRefund, ({ scope, params }) => getRefund(scope, params.refund_id)),
});
