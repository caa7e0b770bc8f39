// /v1/webhooks: create and list webhook endpoints.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { createWebhook } from "@/lib/server/services/webhooks/create-webhook";
import { listWebhooks } from "@/lib/server/services/webhooks/list-webhooks";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  GET: handle(endpoints.listWebhooks, ({ scope, query }) => listWebhooks(scope, query)),
  POST: handle(endpoints.createWebhook, ({ scope, body }) => createWebhook(scope, body)),
});
