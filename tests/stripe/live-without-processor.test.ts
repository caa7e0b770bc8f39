// Live mode is honest (issue 19, part 1): without a processor a live session can be created, but
// nothing can pay it (hosted page, confirm, off-session, invoices), and our test cards never can.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDatabase, type Database } from "@/lib/db/client";
import type { Scope } from "@/lib/server/scope";
import { createCheckoutSession } from "@/lib/server/services/checkout/create-checkout-session";
import { getCheckoutSession } from "@/lib/server/services/checkout/get-checkout-session";
import { payCheckoutSession } from "@/lib/server/services/checkout/pay-checkout-session";
import { createPrice } from "@/lib/server/services/prices/create-price";
import { createProduct } from "@/lib/server/services/products/create-product";
import { confirmLiveCheckout } from "@/lib/server/shopper/confirm-live-checkout";
import { loadShopperCheckout } from "@/lib/server/shopper/load-shopper-checkout";
import { payAsShopper } from "@/lib/server/shopper/pay-as-shopper";
import { newMerchantScope, openTestDatabase } from "../helpers/test-db";

let database: Database;
let live: Scope;
let price: string;

beforeAll(async () => {
  for (const k of ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"]) delete process.env[k];
  database = await openTestDatabase();
  setDatabase(database);
  live = await newMerchantScope(database, false);
  const product = await createProduct(live, { name: "Bandages", hsa_fsa_eligibility: "auto_substantiation" });
  price = (await createPrice(live, { product: product.product_id, unit_amount: 1299 })).price_id;
});
afterAll(async () => {
  setDatabase(undefined);
  await database?.close();
});

describe("live mode without a processor", () => {
  it("a live session is created, its page says the merchant cannot take live payments and shows no card form", async () => {
    const s = await createCheckoutSession(live, { line_items: [{ price, quantity: 1 }] });
    expect(s.status).toBe("open");
    const secret = new URL(s.redirect_url).searchParams.get("secret");
    const page = await loadShopperCheckout(s.checkout_session_id, secret);
    expect(page).toMatchObject({ state: "open", testMode: false, live: { kind: "unavailable" } });
  });

  it("no path pays it: the test card form, the confirm, the API; the session stays open and unpaid", async () => {
    const s = await createCheckoutSession(live, { line_items: [{ price, quantity: 1 }] });
    const secret = new URL(s.redirect_url).searchParams.get("secret")!;
    const form = { email: "a@example.com", card: { number: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" } };
    expect(await payAsShopper(s.checkout_session_id, secret, form, "198.51.100.1")).toEqual({
      ok: false,
      error: "This checkout takes cards through the secure card form. Reload the page.",
    });
    const confirmed = await confirmLiveCheckout(
      s.checkout_session_id,
      secret,
      { email: "a@example.com", payment_methods: { card: "pm_card_visa" } },
      "198.51.100.1",
    );
    expect(confirmed).toEqual({
      status: 400,
      body: { detail: [{ loc: [], msg: expect.stringMatching(/^This account cannot take live payments yet/), type: "processor_not_configured" }] },
    });
    await expect(payCheckoutSession(live, s.checkout_session_id, { payment_method: "pm_card_visa" })).rejects.toMatchObject({
      status: 400,
      detail: [{ type: "processor_not_configured" }],
    });
    expect(await getCheckoutSession(live, s.checkout_session_id)).toMatchObject({ status: "open", amount_received: 0 });
  });

  it("an off-session live session is refused whole, and nothing is left behind", async () => {
    await expect(
      createCheckoutSession(live, { mode: "off_session", line_items: [{ price, quantity: 1 }], payment_method: "pm_card_visa" }),
    ).rejects.toMatchObject({
      status: 400,
      detail: [{ type: "processor_not_configured" }],
    });
  });
});
