// /v1/events: the account's event log (the outbox), newest first.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { listEvents } from "@/lib/server/services/events/list-events";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  GET: handle(endpoints.listEvents, ({ scope, query }) => listEvents(scope, query)),
});
