// /v1/events/{id}/attempts: which endpoints an event was sent to, and how it went.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { listWebhookAttempts } from "@/lib/server/services/webhooks/list-webhook-attempts";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  GET: handle(endpoints.listEventAttempts, ({ scope, params, query }) => listWebhookAttempts(scope, { eventId: params.id }, query)),
});
