import type { IncomingMessage, ServerResponse } from "node:http";
import Stripe from "stripe";
import { apiError, errorBody, idempotencyError, invalidRequest, rateLimited, StripeApiError } from "./errors";
import { canonical, parseForm, type FormObject } from "./form";
import { newId, nowSeconds } from "./ids";
import { dispatch } from "./routes";
import type { Ctx, Store } from "./store";

const NO_KEY =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.";
const PUBLISHABLE_KEY =
  "This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.";

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** `Authorization: Bearer sk_...` (the SDK), or Basic with the key as user name (curl -u). */
function apiKeyOf(req: IncomingMessage): string | null {
  const authorization = header(req, "authorization");
  if (!authorization) return null;
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  if (bearer) return bearer[1];
  const basic = /^Basic\s+(\S+)\s*$/i.exec(authorization);
  if (basic) return Buffer.from(basic[1], "base64").toString("utf8").split(":")[0];
  return authorization;
}

/** "sk_test_****************4242": the prefix and the last four characters, as Stripe masks keys. */
function maskKey(key: string): string {
  const prefix = /^[a-z]{2}_(test|live)_/.exec(key)?.[0] ?? "";
  const body = key.slice(prefix.length);
  return prefix + "*".repeat(Math.max(0, body.length - 4)) + body.slice(-4);
}

/** The key's mode, or the 401 Stripe answers. Publishable keys may only create payment methods. */
function authenticate(store: Store, key: string | null, method: string, path: string): { livemode: boolean } | StripeApiError {
  if (!key) return invalidRequest(NO_KEY, { status: 401 });
  const secret = /^(sk|rk)_(test|live)_\w+$/.exec(key);
  const publishable = /^pk_(test|live)_\w+$/.exec(key);
  if (!secret && !publishable) return invalidRequest(`Invalid API Key provided: ${maskKey(key)}`, { status: 401 });
  if (store.revokedKeys.has(key)) return invalidRequest(`Expired API Key provided: ${maskKey(key)}`, { status: 401, code: "api_key_expired" });
  if (publishable && !(method === "POST" && path === "/v1/payment_methods")) return invalidRequest(PUBLISHABLE_KEY, { status: 401 });
  return { livemode: (secret ?? publishable)![secret ? 2 : 1] === "live" };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/**
 * One request through the double, in Stripe's order: log it, authenticate, injected failures,
 * idempotency (replay or mismatch), then the endpoint. Handlers run synchronously, so concurrent
 * requests see each other's effects one at a time, as a locked row would give.
 */
export async function handleRequest(store: Store, timers: Set<NodeJS.Timeout>, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await readBody(req);
  const method = (req.method ?? "GET").toUpperCase();
  const url = new URL(req.url ?? "/", "http://stripe-double");
  const path = url.pathname;
  const requestId = newId("req");
  const apiKey = apiKeyOf(req);
  const idempotencyKey = header(req, "idempotency-key") ?? null;
  const apiVersion = header(req, "stripe-version") ?? Stripe.API_VERSION;

  let params: FormObject = {};
  let parseError: StripeApiError | null = null;
  try {
    params = parseForm(method === "POST" ? body : url.search.slice(1));
  } catch (error) {
    if (!(error instanceof StripeApiError)) throw error;
    parseError = error;
  }
  store.state.requests.push({ method, path, idempotencyKey, apiKey: apiKey ?? "", params });

  const headers: Record<string, string> = { "Content-Type": "application/json", "Request-Id": requestId, "Stripe-Version": apiVersion };
  if (method === "POST" && idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
  let delayMs = 0;
  const send = (status: number, text: string, extra: Record<string, string> = {}) => {
    const write = () => {
      if (res.destroyed) return; // the client gave up (its timeout)
      res.writeHead(status, { ...headers, ...extra, "Content-Length": String(Buffer.byteLength(text)) });
      res.end(text);
    };
    if (delayMs <= 0) return write();
    const timer = setTimeout(() => {
      timers.delete(timer);
      write();
    }, delayMs);
    timers.add(timer);
  };
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

  const auth = authenticate(store, apiKey, method, path);
  if (auth instanceof StripeApiError) {
    return send(401, json(errorBody(auth, null)), { "WWW-Authenticate": 'Bearer realm="Stripe"' });
  }
  const ctx: Ctx = { store, livemode: auth.livemode, apiKey: apiKey!, requestId, apiVersion, now: nowSeconds() };
  const log = { requestId, livemode: ctx.livemode };
  const idempotencyScope = `${apiKey}\u0000${idempotencyKey}`;
  const fingerprint = canonical(params);
  const remember = (status: number, text: string) => {
    if (method !== "POST" || !idempotencyKey) return;
    store.idempotency.set(idempotencyScope, { method, path, fingerprint, status, body: text, requestId });
  };

  const failure = store.takeFailure(method, path);
  if (failure && "status" in failure) {
    const error = failure.status === 429 ? rateLimited() : apiError(failure.status);
    const text = json(errorBody(error, log));
    // Stripe saves a 500 under the idempotency key (a retry replays it) and says so;
    // 429/502/503 come before the API ran, so a retry runs the request.
    if (failure.status === 500 && !parseError) remember(500, text);
    return send(failure.status, text, failure.status === 500 ? { "Stripe-Should-Retry": "false" } : {});
  }
  if (failure && "delayMs" in failure) delayMs = failure.delayMs;

  if (header(req, "stripe-version") !== undefined && !/^\d{4}-\d{2}-\d{2}(\.\w+)?$/.test(apiVersion)) {
    return send(400, json(errorBody(invalidRequest(`Invalid Stripe API version: ${apiVersion}`), log)));
  }
  if (parseError) return send(parseError.status, json(errorBody(parseError, log)));

  if (method === "POST" && idempotencyKey) {
    if (idempotencyKey.length > 255) {
      return send(400, json(errorBody(invalidRequest(`Invalid idempotency key: must be at most 255 characters long.`), log)));
    }
    const prior = store.idempotency.get(idempotencyScope);
    if (prior && prior.path !== path) {
      const error = idempotencyError(
        `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${prior.path}' vs '${path}'). Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
      );
      return send(400, json(errorBody(error, log)));
    }
    if (prior && prior.fingerprint !== fingerprint) {
      const error = idempotencyError(
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
      );
      return send(400, json(errorBody(error, log)));
    }
    if (prior) return send(prior.status, prior.body, { "Idempotent-Replayed": "true", "Original-Request": prior.requestId });
  }

  try {
    const text = json(dispatch(ctx, method, path, params));
    remember(200, text);
    return send(200, text);
  } catch (error) {
    if (!(error instanceof StripeApiError)) {
      // A bug of the double: say so loudly rather than pass for Stripe.
      console.error("stripe-double: handler crashed", error);
      return send(500, json(errorBody(apiError(500), log)));
    }
    const text = json(errorBody(error, log));
    if (error.options.executed) remember(error.status, text);
    return send(error.status, text, error.options.headers);
  }
}
