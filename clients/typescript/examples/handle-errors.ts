// Error handling with the typed client: a 404 as "not found", the API's refusal as data, and an
// exhaustive switch over the statuses an operation documents. tests/client/client-examples.test.ts
// runs these against scripted answers and compiles this file against the built package.
import {
  isCommercePaymentsError,
  unwrap,
  type CheckoutSession,
  type CommercePaymentsClient,
  type CommercePaymentsError,
  type Customer,
  type ErrorStatus,
} from "../src/index.js";

/** A customer by id, or null when the account has none with that id; any other error is thrown. */
export async function findCustomer(api: CommercePaymentsClient, id: string): Promise<Customer | null> {
  try {
    const { customer } = await unwrap(api.GET("/v1/customers/{id}", { params: { path: { id } } }));
    return customer;
  } catch (error) {
    // Narrowed to NotFoundError (CommercePaymentsError<404>).
    if (isCommercePaymentsError(error, 404)) return null;
    throw error;
  }
}

/** Cancels a checkout session, or says why the API refused: errors are data, nothing is thrown for them. */
export async function cancelSession(api: CommercePaymentsClient, id: string): Promise<{ session: CheckoutSession } | { refused: string }> {
  const { data, error, response } = await api.POST("/v1/checkout/sessions/{id}/cancel", { params: { path: { id } } });
  if (data) return { session: data.checkout_session };
  // `error` is the ApiError body: {"detail": [{loc, msg, type}]}; `type` is stable, `msg` is for people.
  return { refused: `${response.status} ${error.detail.map((entry) => entry.type).join(", ")}` };
}

/** The statuses GET /v1/checkout/sessions/{id} documents as errors: 401 | 404 | 422 | 429. */
type SessionReadStatus = ErrorStatus<"/v1/checkout/sessions/{id}", "get">;

/** What a storefront tells its shopper; the compiler checks every documented status has an answer. */
export function sessionReadMessage(error: CommercePaymentsError<SessionReadStatus>): string {
  switch (error.status) {
    case 401:
      return "Payments are not set up on this store yet.";
    case 404:
      return "This checkout no longer exists.";
    case 422:
      return "That is not a checkout link.";
    case 429:
      return "The store is busy: try again in a minute.";
  }
}

/** A session, or the message to show instead; network errors and 5xx (after the retries) are thrown. */
export async function readSession(api: CommercePaymentsClient, id: string): Promise<CheckoutSession | string> {
  try {
    return (await unwrap(api.GET("/v1/checkout/sessions/{id}", { params: { path: { id } } }))).checkout_session;
  } catch (error) {
    if (isCommercePaymentsError(error, 401, 404, 422, 429)) return sessionReadMessage(error);
    throw error;
  }
}
