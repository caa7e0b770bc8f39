// /v1/events/{id}/retry: send the event to one endpoint now.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { retryEvent } from "@/lib/server/services/webhooks/retry-event";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  POST: handle(endpoints.retryEvent, ({ scope, params, body }) => retryEvent(scope, params.id, body.webhook_id)),
});
