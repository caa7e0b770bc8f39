// /v1/events/{id}: one event.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { getEvent } from "@/lib/server/services/events/get-event";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  GET: handle(endpoints.retrieveEvent, ({ scope, params }) => getEvent(scope, params.id)),
});
