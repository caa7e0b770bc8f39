// /v1/webhooks/{id}/stats: delivery success over the last 24 hours.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { getWebhookStats } from "@/lib/server/services/webhooks/get-webhook-stats";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  GET: handle(endpoints.retrieveWebhookStats, ({ scope, params }) => getWebhookStats(scope, params.id)),
});
