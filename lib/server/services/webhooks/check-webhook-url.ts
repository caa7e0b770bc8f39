import "server-only";
import { ApiError } from "../../errors";
import { resolvedProblem, urlProblem } from "../../webhooks/destination-policy";

/** 422 when this mode may not send to the URL: http in live mode, or an address webhooks may not reach. */
export async function checkWebhookUrl(url: string, testMode: boolean, loc: (string | number)[]) {
  const problem = urlProblem(url, testMode) ?? (await resolvedProblem(url));
  if (problem) throw ApiError.validation([{ loc, msg: problem, type: "url_not_allowed" }]);
}
