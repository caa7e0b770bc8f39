// /v1/setup_intents/{id}: retrieve one setup intent (expand=customer,payment_method).
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { getSetupIntent } from "@/lib/server/services/setup-intents/get-setup-intent";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  GET: handle(endpoints.retrieveSetupIntent, ({ scope, params, expand }) => getSetupIntent(scope, params.id, expand)),
});
