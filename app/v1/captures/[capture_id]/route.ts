// /v1/captures/{capture_id}: retrieve a capture, update its metadata (POST is an alias of PATCH).
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { getCapture } from "@/lib/server/services/captures/get-capture";
import { updateCapture } from "@/lib/server/services/captures/update-capture";

const update = handle(endpoints.updateCapture, ({ scope, params, body }) => updateCapture(scope, params.capture_id, body));

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  GET: handle(endpoints.retrieveCapture, ({ scope, params }) => getCapture(scope, params.capture_id)),
  PATCH: update,
  POST: update,
});
