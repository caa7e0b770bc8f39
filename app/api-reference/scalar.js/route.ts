// /api-reference/scalar.js: the Scalar viewer's browser bundle, from node_modules (no CDN).
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { compressedScalarBundle, preferredEncoding, SCALAR_BUNDLE_PATH } from "@/lib/server/scalar-bundle";

export const dynamic = "force-dynamic";

const HEADERS = {
  "Content-Type": "text/javascript; charset=utf-8",
  // The page asks for it with ?v=<installed version>: a new version is a new URL.
  "Cache-Control": "public, max-age=31536000, immutable",
  "X-Content-Type-Options": "nosniff",
  Vary: "Accept-Encoding",
};

export async function GET(request: Request) {
  const encoding = preferredEncoding(request.headers.get("accept-encoding"));
  if (encoding) {
    const body = await compressedScalarBundle(encoding);
    return new Response(body, {
      headers: { ...HEADERS, "Content-Encoding": encoding, "Content-Length": String(body.byteLength) },
    });
  }
  const { size } = await stat(SCALAR_BUNDLE_PATH);
  return new Response(Readable.toWeb(createReadStream(SCALAR_BUNDLE_PATH)) as ReadableStream<Uint8Array>, {
    headers: { ...HEADERS, "Content-Length": String(size) },
  });
}
