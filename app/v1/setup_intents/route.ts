// /v1/setup_intents: create a setup intent (answers 200).
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { createSetupIntent } from "@/lib/server/services/setup-intents/create-setup-intent";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  POST: handle(endpoints.createSetupIntent, ({ scope, body }) => createSetupIntent(scope, body)),
});
