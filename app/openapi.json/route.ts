// /openapi.json: the OpenAPI 3.1 document of /v1, generated from the zod schemas.
import { buildOpenApiDocument } from "@/lib/server/http/openapi";
import { publicBaseUrl } from "@/lib/server/config";

export const dynamic = "force-dynamic";

export function GET(request: Request) {
  return Response.json(buildOpenApiDocument(publicBaseUrl(request)));
}
