import "server-only";
import { newRequestId } from "@/lib/db/ids";
import { clientAddress } from "../http/client-address";
import { readJsonBody } from "../http/read-body";
import { ApiError } from "../errors";
import { confirmLiveCheckout } from "./confirm-live-checkout";

/**
 * The HTTP side of a live page's confirm: JSON in and out in the API's error shape. Only the page
 * itself may post (a same-origin browser request: Origin must be ours when sent).
 */
export async function confirmHostedCheckout(request: Request, sessionId: string): Promise<Response> {
  const headers = { "Content-Type": "application/json", "Cache-Control": "no-store", "X-Request-Id": newRequestId() };
  const origin = request.headers.get("origin");
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  if (origin && origin !== "null" && new URL(origin).host !== host) {
    return new Response(JSON.stringify({ detail: [{ loc: ["header", "origin"], msg: "Cross-site request refused.", type: "forbidden" }] }), {
      status: 403,
      headers,
    });
  }
  let body: unknown;
  try {
    body = await readJsonBody(request);
  } catch (error) {
    if (error instanceof ApiError) return new Response(JSON.stringify({ detail: error.detail }), { status: error.status, headers });
    throw error;
  }
  const secret = new URL(request.url).searchParams.get("secret");
  const answer = await confirmLiveCheckout(sessionId, secret, body, clientAddress(request.headers));
  return new Response(JSON.stringify(answer.body), { status: answer.status, headers });
}
