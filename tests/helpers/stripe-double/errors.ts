/** Stripe's error bodies: `{"error": {code, decline_code, doc_url, message, param, request_log_url, type, ...}}`. */
export type StripeErrorType = "api_error" | "card_error" | "idempotency_error" | "invalid_request_error";

export type ErrorFields = {
  type: StripeErrorType;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  charge?: string;
  payment_intent?: unknown;
  setup_intent?: unknown;
  payment_method?: unknown;
};

export type ErrorOptions = {
  /**
   * The endpoint began executing (a decline): Stripe saves the answer under the idempotency key.
   * Validation errors are not saved, so a corrected retry with the same key can succeed.
   */
  executed?: boolean;
  headers?: Record<string, string>;
};

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly fields: ErrorFields,
    readonly options: ErrorOptions = {},
  ) {
    super(fields.message);
  }
}

export function docUrl(code: string): string {
  return `https://stripe.com/docs/error-codes/${code.replace(/_/g, "-")}`;
}

/** The JSON body, keys in Stripe's (alphabetical) order; absent fields are left out, as Stripe does. */
export function errorBody(error: StripeApiError, log: { requestId: string; livemode: boolean } | null) {
  const f = error.fields;
  const out: Record<string, unknown> = {};
  if (f.charge) out.charge = f.charge;
  if (f.code) out.code = f.code;
  if (f.decline_code) out.decline_code = f.decline_code;
  if (f.code) out.doc_url = docUrl(f.code);
  out.message = f.message;
  if (f.param) out.param = f.param;
  if (f.payment_intent) out.payment_intent = f.payment_intent;
  if (f.payment_method) out.payment_method = f.payment_method;
  if (log) {
    out.request_log_url = `https://dashboard.stripe.com/${log.livemode ? "" : "test/"}logs/${log.requestId}?t=${Math.floor(Date.now() / 1000)}`;
  }
  if (f.setup_intent) out.setup_intent = f.setup_intent;
  out.type = f.type;
  return { error: out };
}

export function invalidRequest(message: string, extra: { param?: string; code?: string; status?: number } = {}): StripeApiError {
  return new StripeApiError(extra.status ?? 400, { type: "invalid_request_error", message, code: extra.code, param: extra.param });
}

export function missingParam(param: string): StripeApiError {
  return invalidRequest(`Missing required param: ${param}.`, { param, code: "parameter_missing" });
}

export function unknownParam(param: string): StripeApiError {
  return invalidRequest(`Received unknown parameter: ${param}`, { param, code: "parameter_unknown" });
}

export function apiError(status: number): StripeApiError {
  return new StripeApiError(status, {
    type: "api_error",
    message: "An unknown error occurred while processing your request. Please try again, or contact us at https://support.stripe.com/ if the problem persists.",
  });
}

export function rateLimited(): StripeApiError {
  return invalidRequest("Too many requests hit the API too quickly. We recommend an exponential backoff of your requests.", {
    status: 429,
    code: "rate_limit",
  });
}

export function idempotencyError(message: string): StripeApiError {
  return new StripeApiError(400, { type: "idempotency_error", message });
}

export function unrecognizedUrl(method: string, path: string): StripeApiError {
  return invalidRequest(`Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`, {
    status: 404,
  });
}
