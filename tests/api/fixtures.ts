import { expect } from "vitest";
import { api, uniq } from "./client";

export async function makePrice(amount: number, eligibility: string | null, key?: string) {
  const product = await api("POST", "/v1/products", { key, body: { product: { name: `Item ${uniq()}`, hsa_fsa_eligibility: eligibility } } });
  expect(product.status).toBe(200);
  const price = await api("POST", "/v1/prices", { key, body: { price: { product: product.body.product.product_id, unit_amount: amount } } });
  expect(price.status).toBe(200);
  return price.body.price as { price_id: string; product: string; unit_amount: number };
}

export async function createSession(body: Record<string, unknown>, key?: string) {
  const res = await api("POST", "/v1/checkout/sessions", { key, body: { checkout_session: body } });
  expect(res.status, res.text).toBe(200);
  return res.body.checkout_session;
}

/** A split cart: 2 x $19.99 eligible + 1 x $10.01 non-eligible, $5.99 shipping, $3.33 tax. */
export async function createSplitSession(extra: Record<string, unknown> = {}, key?: string) {
  const eligible = await makePrice(1999, "auto_substantiation", key);
  const other = await makePrice(1001, "not_eligible", key);
  const session = await createSession(
    {
      line_items: [{ price: eligible.price_id, quantity: 2 }, { price: other.price_id, quantity: 1 }],
      shipping_options: { shipping_rate_data: { display_name: "Ground", amount: 599 } },
      tax_rate: { amount: 333 },
      success_url: "https://shop.example/thanks",
      ...extra,
    },
    key,
  );
  return { session, eligible, other };
}

export async function pay(sessionId: string, payment: Record<string, unknown> = { payment_method: "pm_card_visa", hsa_fsa_payment_method: "pm_card_hsa_fsa" }, key?: string) {
  return api("POST", `/v1/test_helpers/checkout/sessions/${sessionId}/pay`, { key, body: { payment } });
}

export async function intentsOf(sessionId: string, key?: string) {
  const res = await api("GET", `/v1/payment_intents?checkout_session=${sessionId}`, { key });
  expect(res.status).toBe(200);
  const list = res.body.payment_intents as { payment_intent_id: string; cart: string; amount: number; amount_received: number; amount_refunded: number; amount_capturable: number; status: string }[];
  return { eligible: list.find((p) => p.cart === "eligible")!, nonEligible: list.find((p) => p.cart === "non_eligible")!, all: list };
}
