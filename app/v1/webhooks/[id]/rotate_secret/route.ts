// /v1/webhooks/{id}/rotate_secret: a new signing secret; the old one signs alongside for 24 hours.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { rotateWebhookSecret } from "@/lib/server/services/webhooks/rotate-webhook-secret";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  POST: handle(endpoints.rotateWebhookSecret, ({ scope, params }) => rotateWebhookSecret(scope, params.id)),
});
