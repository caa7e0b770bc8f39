// Error answers as values you can narrow: CommercePaymentsError carries the status as a type, so
// `isCommercePaymentsError(error, 404)` leaves a CommercePaymentsError<404> (NotFoundError).
import type { components, paths } from "./schema.js";

/** One entry of an error answer's `detail`: where (`loc`), what (`type`, stable) and a message. */
export type ApiErrorDetail = components["schemas"]["Error"]["detail"][number];

type HttpMethod = "get" | "put" | "post" | "delete" | "options" | "head" | "patch" | "trace";

/** The methods the document lists for a path: `PathMethod<"/v1/customers/{id}">` is `"get" | "post" | "delete"`. */
export type PathMethod<Path extends keyof paths> = {
  [Method in HttpMethod]-?: [NonNullable<paths[Path][Method]>] extends [never] ? never : Method;
}[HttpMethod];

/**
 * The error statuses an operation documents: `ErrorStatus<"/v1/customers/{id}", "get">` is
 * `401 | 404 | 429`. Anything else it may answer (a 500 or 502) is the document's `default`.
 */
export type ErrorStatus<Path extends keyof paths, Method extends PathMethod<Path>> = {
  [Status in keyof NonNullable<paths[Path][Method]>["responses"]]: Status extends number
    ? `${Status}` extends `4${string}` | `5${string}`
      ? Status
      : never
    : never;
}[keyof NonNullable<paths[Path][Method]>["responses"]];

/** An error answer of the API: its status, and the `detail` entries of its body (`ApiError`). */
export class CommercePaymentsError<Status extends number = number> extends Error {
  readonly status: Status;
  readonly detail: ApiErrorDetail[];
  /** The first detail's `type` (e.g. `product_not_found`, `card_declined`), the thing to branch on. */
  readonly type: string | undefined;

  constructor(status: Status, body: unknown) {
    const detail = isErrorBody(body) ? body.detail : [];
    super(detail.length ? `${status} ${detail.map((d) => `${d.type} at ${d.loc.join(".")}: ${d.msg}`).join("; ")}` : `HTTP ${status}`);
    this.name = "CommercePaymentsError";
    this.status = status;
    this.detail = detail;
    this.type = detail[0]?.type;
  }
}

function isErrorBody(body: unknown): body is { detail: ApiErrorDetail[] } {
  return typeof body === "object" && body !== null && Array.isArray((body as { detail?: unknown }).detail);
}

/**
 * Whether `error` is an error answer of the API, with one of `statuses` if any are given; the
 * status narrows: `if (isCommercePaymentsError(e, 404, 422)) e.status` is `404 | 422`.
 */
export function isCommercePaymentsError<Status extends number = number>(error: unknown, ...statuses: Status[]): error is CommercePaymentsError<Status> {
  return error instanceof CommercePaymentsError && (statuses.length === 0 || statuses.includes(error.status as Status));
}

/**
 * Awaits a call and returns its data, or throws a CommercePaymentsError for an error answer:
 * `const { product } = await unwrap(api.POST("/v1/products", { body }))`.
 */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<NonNullable<T>> {
  const { data, error, response } = await call;
  if (!response.ok || data === undefined || data === null) throw new CommercePaymentsError(response.status, error);
  return data;
}
