// /v1/webhooks/{id}/attempts: delivery attempts to one endpoint.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { listWebhookAttempts } from "@/lib/server/services/webhooks/list-webhook-attempts";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  GET: handle(endpoints.listWebhookAttempts, ({ scope, params, query }) => listWebhookAttempts(scope, { webhookId: params.id }, query)),
});
