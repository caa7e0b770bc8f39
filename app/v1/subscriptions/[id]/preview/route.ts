// /v1/subscriptions/{id}/preview: what an item change would bill, and the next invoice; writes nothing.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { previewSubscription } from "@/lib/server/services/subscriptions/preview-subscription";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  POST: handle(endpoints.previewSubscription, ({ scope, params, body }) => previewSubscription(scope, params.id, body ?? {})),
});
