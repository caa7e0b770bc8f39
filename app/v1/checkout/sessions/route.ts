// /v1/checkout/sessions: create and list checkout sessions.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { createCheckoutSession } from "@/lib/server/services/checkout/create-checkout-session";
import { getCheckoutSession } from "@/lib/server/services/checkout/get-checkout-session";
import { listCheckoutSessions } from "@/lib/server/services/checkout/list-checkout-sessions";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  GET: handle(endpoints.listCheckoutSessions, ({ scope, query, expand }) => listCheckoutSessions(scope, query, expand)),
  POST: handle(endpoints.createCheckoutSession, async ({ scope, body, expand, caller }) => {
    const session = await createCheckoutSession(scope, body, { origin: caller.via === "dashboard" ? "dashboard" : "api" });
    return expand.size ? getCheckoutSession(scope, session.checkout_session_id, expand) : session;
  }),
});
