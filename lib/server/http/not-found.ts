import { newRequestId } from "@/lib/db/ids";
import { errorBody, jsonResponse } from "./respond";

export function notFoundRoute() {
  const handler = async (request: Request) =>
    jsonResponse(
      404,
      errorBody([{ loc: ["path"], msg: `Unrecognized request URL (${request.method} ${new URL(request.url).pathname}).`, type: "resource_not_found" }]),
      newRequestId(),
    );
  return { GET: handler, POST: handler, PATCH: handler, DELETE: handler, PUT: handler };
}
