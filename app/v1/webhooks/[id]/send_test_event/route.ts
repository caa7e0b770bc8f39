// /v1/webhooks/{id}/send_test_event: a webhook.ping event, delivered to this endpoint now.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { sendWebhookTestEvent } from "@/lib/server/services/webhooks/send-webhook-test-event";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  POST: handle(endpoints.sendWebhookTestEvent, ({ scope, params }) => sendWebhookTestEvent(scope, params.id)),
});
