import { expect } from "vitest";
import type { components } from "@/clients/typescript/src/schema";
import type { ApiRequestBody } from "./api-types";
import { api, uniq } from "./client";

type Eligibility = components["schemas"]["Product"]["hsa_fsa_eligibility"];
/** What POST /v1/checkout/sessions takes under `checkout_session`. */
export type SessionInput = ApiRequestBody<"POST", "/v1/checkout/sessions">["checkout_session"];
/** What the test helper's pay takes under `payment`. */
export type PaymentInput = ApiRequestBody<"POST", "/v1/test_helpers/checkout/sessions/{id}/pay">["payment"];

/** An expandable field read unexpanded: the id (the test fails otherwise). */
export function idOf(value: string | object | null | undefined): string {
  if (typeof value !== "string") throw new Error(`expected an id, got ${JSON.stringify(value)}`);
  return value;
}

/** An expandable field read expanded: the object, not its id (the test fails otherwise). */
export function expanded<T extends object>(value: string | T | null | undefined): T {
  if (typeof value !== "object" || value === null) throw new Error(`expected an expanded object, got ${JSON.stringify(value)}`);
  return value;
}

export async function makePrice(amount: number, eligibility: Eligibility, key?: string) {
  const product = await api("POST", "/v1/products", { key, body: { product: { name: `Item ${uniq()}`, hsa_fsa_eligibility: eligibility } } });
  expect(product.status).toBe(200);
  const price = await api("POST", "/v1/prices", { key, body: { price: { product: product.body.product.product_id, unit_amount: amount } } });
  expect(price.status).toBe(200);
  return price.body.price;
}

export async function createSession(body: SessionInput, key?: string) {
  const res = await api("POST", "/v1/checkout/sessions", { key, body: { checkout_session: body } });
  expect(res.status, res.text).toBe(200);
  return res.body.checkout_session;
}

/** A split cart: 2 x $19.99 eligible + 1 x $10.01 non-eligible, $5.99 shipping, $3.33 tax. */
export async function createSplitSession(extra: Partial<SessionInput> = {}, key?: string) {
  const eligible = await makePrice(1999, "auto_substantiation", key);
  const other = await makePrice(1001, "not_eligible", key);
  const session = await createSession(
    {
      line_items: [
        { price: eligible.price_id, quantity: 2 },
        { price: other.price_id, quantity: 1 },
      ],
      shipping_options: { shipping_rate_data: { display_name: "Ground", amount: 599 } },
      tax_rate: { amount: 333 },
      success_url: "https://shop.example/thanks",
      ...extra,
    },
    key,
  );
  return { session, eligible, other };
}

export async function pay(
  sessionId: string,
  payment: PaymentInput = { payment_method: "pm_card_visa", hsa_fsa_payment_method: "pm_card_hsa_fsa" },
  key?: string,
) {
  return api("POST", `/v1/test_helpers/checkout/sessions/${sessionId}/pay`, { key, body: { payment } });
}

export async function intentsOf(sessionId: string, key?: string) {
  const res = await api("GET", `/v1/payment_intents?checkout_session=${sessionId}`, { key });
  expect(res.status).toBe(200);
  const list = res.body.payment_intents;
  return { eligible: list.find((p) => p.cart === "eligible")!, nonEligible: list.find((p) => p.cart === "non_eligible")!, all: list };
}

/** The objects of a list answer read through apiRaw (a list chosen at run time): `body[plural]`. */
export function listedObjects(body: unknown, plural: string): Record<string, unknown>[] {
  const list = typeof body === "object" && body !== null ? (body as Record<string, unknown>)[plural] : undefined;
  if (!Array.isArray(list)) throw new Error(`expected a list under ${plural}, got ${JSON.stringify(body)}`);
  return list.map((item) => {
    if (typeof item !== "object" || item === null) throw new Error(`expected objects under ${plural}, got ${JSON.stringify(item)}`);
    return item as Record<string, unknown>;
  });
}
