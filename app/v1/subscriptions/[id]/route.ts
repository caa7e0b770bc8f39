// /v1/subscriptions/{id}: retrieve, update (POST is an alias of PATCH), cancel at period end (DELETE).
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { cancelSubscription } from "@/lib/server/services/subscriptions/cancel-subscription";
import { getSubscription } from "@/lib/server/services/subscriptions/get-subscription";
import { updateSubscription } from "@/lib/server/services/subscriptions/update-subscription";

const update = handle(endpoints.updateSubscription, ({ scope, params, body, expand }) => updateSubscription(scope, params.id, body, expand));

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  GET: handle(endpoints.retrieveSubscription, ({ scope, params, expand }) => getSubscription(scope, params.id, expand)),
  PATCH: update,
  POST: update,
  DELETE: handle(endpoints.cancelSubscription, ({ scope, params }) => cancelSubscription(scope, params.id)),
});
