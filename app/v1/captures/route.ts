// /v1/captures: list captures.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { listCaptures } from "@/lib/server/services/captures/list-captures";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  GET: handle(endpoints.listCaptures, ({ scope, query }) => listCaptures(scope, query)),
});
