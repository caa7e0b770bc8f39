/**
 * Return URLs (success_url, cancel_url): any absolute URL with a scheme, app deep links included
 * (myapp://checkout/done?session={CHECKOUT_SESSION_ID}), except schemes that run code in the page.
 */
export const BLOCKED_RETURN_URL_SCHEMES = ["javascript", "data", "vbscript"] as const;

export const CHECKOUT_SESSION_ID_PLACEHOLDER = "{CHECKOUT_SESSION_ID}";

/** Why a return URL is refused, or null when it is acceptable. */
export function returnUrlProblem(value: string): { type: string; msg: string } | null {
  // Whitespace and control characters are dropped by URL parsers ("java\tscript:"), so none are allowed.
  if (/[\u0000-\u0020\u007f-\u009f]/.test(value)) {
    return { type: "url_parsing", msg: "The URL must not contain spaces or control characters." };
  }
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(value)?.[1]?.toLowerCase();
  if (!scheme || !URL.canParse(value)) {
    return { type: "url_parsing", msg: "Enter an absolute URL with a scheme, such as https://shop.example/thanks or myapp://checkout/done." };
  }
  if ((BLOCKED_RETURN_URL_SCHEMES as readonly string[]).includes(scheme)) {
    return { type: "url_scheme_not_allowed", msg: `${scheme}: URLs are not allowed as return URLs.` };
  }
  return null;
}

/** Replaces {CHECKOUT_SESSION_ID}, raw or percent-encoded (%7BCHECKOUT_SESSION_ID%7D, any case). */
export function fillReturnUrl(url: string, sessionId: string): string {
  return url.replaceAll(CHECKOUT_SESSION_ID_PLACEHOLDER, sessionId).replace(/%7BCHECKOUT_SESSION_ID%7D/gi, sessionId);
}

/** Where the shopper goes after paying: the placeholder filled, else the id added as checkout_session_id. */
export function successRedirect(successUrl: string, sessionId: string): string {
  const filled = fillReturnUrl(successUrl, sessionId);
  if (filled !== successUrl) return filled;
  const url = new URL(successUrl);
  url.searchParams.set("checkout_session_id", sessionId);
  return url.toString();
}
