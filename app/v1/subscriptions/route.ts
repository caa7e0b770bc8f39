// /v1/subscriptions: list subscriptions.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { listSubscriptions } from "@/lib/server/services/subscriptions/list-subscriptions";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  GET: handle(endpoints.listSubscriptions, ({ scope, query, expand }) => listSubscriptions(scope, query, expand)),
});
