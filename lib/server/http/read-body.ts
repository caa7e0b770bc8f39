import { inspectJson, INVALID_CHARACTER_MSG, INVALID_CHARACTER_TYPE, MAX_JSON_DEPTH } from "@/lib/schemas/safe-text";
import { ApiError } from "../errors";

export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Reads the JSON body with a 1 MiB cap. Returns undefined for an empty body. A non-empty body
 * must be declared application/json (415) and be valid JSON (422), nested at most
 * MAX_JSON_DEPTH levels (413), with no string or key PostgreSQL cannot store anywhere in it
 * (422 string_invalid_character at its path): nothing after this point has to recurse into
 * arbitrary depth or can hand the database a NUL.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  const declared = Number(request.headers.get("content-length") || 0);
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  if (!request.body) return undefined;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  if (size === 0) return undefined;
  const text = Buffer.concat(chunks).toString("utf8");
  if (text.trim() === "") return undefined;
  const type = (request.headers.get("content-type") || "").split(";")[0].trim().toLowerCase();
  if (type !== "application/json" && !type.endsWith("+json")) {
    throw ApiError.of(415, "unsupported_media_type", "Request bodies must be sent with Content-Type: application/json.", ["header", "Content-Type"]);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw ApiError.validation([{ loc: ["body"], msg: `Invalid JSON: ${(error as Error).message}`, type: "json_invalid" }]);
  }
  checkJson(parsed);
  return parsed;
}

/** Nesting depth (413) and characters PostgreSQL cannot store (422), checked without recursion. */
export function checkJson(parsed: unknown) {
  const found = inspectJson(parsed, { maxDepth: MAX_JSON_DEPTH });
  if (found.tooDeep) {
    throw ApiError.of(413, "body_too_large", `JSON bodies may nest objects and arrays at most ${MAX_JSON_DEPTH} levels deep.`, ["body"]);
  }
  if (found.invalid.length) {
    throw ApiError.validation(
      found.invalid.map((f) => ({
        loc: ["body", ...f.path],
        msg: f.key ? `Keys: ${INVALID_CHARACTER_MSG}` : INVALID_CHARACTER_MSG,
        type: INVALID_CHARACTER_TYPE,
      })),
    );
  }
}

function tooLarge() {
  return ApiError.of(413, "body_too_large", `Request bodies are limited to ${MAX_BODY_BYTES} bytes.`, ["body"]);
}
