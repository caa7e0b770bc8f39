// The security headers of the HTML pages (dashboard, sign-in, hosted checkout, API reference),
// set by proxy.ts with a fresh nonce per request. X-Content-Type-Options: nosniff is set on every
// response, the /v1 API's included, by next.config.mjs.

export type PolicyOptions = {
  /** `next dev` only: React's dev tools evaluate code and the HMR client opens a WebSocket. */
  dev?: boolean;
  /** Served over https: mixed content is upgraded rather than blocked. */
  https?: boolean;
  /** 'unsafe-eval' (the API reference only: see pageSecurityHeaders). */
  allowEval?: boolean;
  /** A live hosted checkout page: Stripe.js, its frames and its API (see pageSecurityHeaders). */
  stripe?: boolean;
};

// What Stripe.js needs (Stripe's published CSP list for Elements and 3-D Secure).
const STRIPE = {
  script: " https://js.stripe.com https://*.js.stripe.com",
  frame: "https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com",
  connect: " https://api.stripe.com",
};

/**
 * A strict, nonce-based policy. Scripts run only with this response's nonce (Next puts it on every
 * script it emits: the RSC payload `self.__next_f.push(...)`, the bootstrap and the chunks), or
 * when loaded by such a script ('strict-dynamic': the chunks the router loads later, Scalar's own).
 * 'self' is a fallback for browsers older than CSP 3 and ignored by the others. Styles allow
 * 'unsafe-inline': React `style={...}` attributes in server HTML, sonner's toasts and Scalar inject
 * styles; a style cannot run code, and script is where the policy is strict.
 */
export function contentSecurityPolicy(nonce: string, options: PolicyOptions = {}): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${options.stripe ? STRIPE.script : ""}${options.dev || options.allowEval ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${options.stripe ? STRIPE.connect : ""}${options.dev ? " ws: wss:" : ""}`,
    "worker-src 'self' blob:",
    options.stripe ? `frame-src ${STRIPE.frame}` : "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    // Nobody may frame these pages: a card form or a dashboard button under someone else's page is clickjacking.
    "frame-ancestors 'none'",
  ];
  if (options.https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/**
 * Every header of a page response. Referrer-Policy: the hosted checkout's URLs are the shopper's
 * key to a checkout session, so /pay sends no Referer to any other origin. That is same-origin
 * rather than no-referrer: under no-referrer Chromium posts a form (a page used before its
 * JavaScript has loaded) with `Origin: null`, which Next refuses for a server action. The rest of
 * the app sends other sites only its origin.
 *
 * /api-reference alone has 'unsafe-eval': the Scalar viewer bundles its own copy of zod, which
 * compiles its validators with `new Function` and cannot be told not to (the dashboard's zod is,
 * see instrumentation-client.ts). That page renders the public OpenAPI document and no form or
 * data of ours; every other rule of the policy, the nonce included, holds there too.
 */
export function pageSecurityHeaders(pathname: string, nonce: string, options: PolicyOptions = {}, search = ""): Record<string, string> {
  const checkout = pathname === "/pay" || pathname.startsWith("/pay/");
  const allowEval = pathname === "/api-reference" || pathname === "/api-reference/";
  // Live sessions' URL secrets start with live_ (create-checkout-session.ts): only their hosted
  // page loads Stripe.js. A forged prefix on another URL only loosens the policy of a 404 page.
  const stripe = /^\/pay\/c\/[^/]+\/?$/.test(pathname) && new URLSearchParams(search).get("secret")?.startsWith("live_") === true;
  return {
    "Content-Security-Policy": contentSecurityPolicy(nonce, { ...options, allowEval, stripe }),
    "X-Frame-Options": "DENY",
    "Referrer-Policy": checkout ? "same-origin" : "strict-origin-when-cross-origin",
    "X-Content-Type-Options": "nosniff",
  };
}

/** 128 random bits, base64: a new one for every page response. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
