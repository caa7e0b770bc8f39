// /v1/webhooks/{id}: retrieve, update (POST is an alias of PATCH) and delete one endpoint.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { deleteWebhook } from "@/lib/server/services/webhooks/delete-webhook";
import { getWebhook } from "@/lib/server/services/webhooks/get-webhook";
import { updateWebhook } from "@/lib/server/services/webhooks/update-webhook";

const update = handle(endpoints.updateWebhook, ({ scope, params, body }) => updateWebhook(scope, params.id, body));

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  GET: handle(endpoints.retrieveWebhook, ({ scope, params }) => getWebhook(scope, params.id)),
  PATCH: update,
  POST: update,
  DELETE: handle(endpoints.deleteWebhook, ({ scope, params }) => deleteWebhook(scope, params.id)),
});
