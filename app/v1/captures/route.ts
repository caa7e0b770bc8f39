// /v1/captures: list captures.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import type { CaptureListQuery } from "@/lib/schemas/capture";
import { listCaptures } from "@/lib/server/services/captures/list-captures";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  GET: handle<unknown, CaptureListQuery>(endpoints.listCaptures, ({ scope, query }) => listCaptures(scope, query)),
});
