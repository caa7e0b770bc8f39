import { describe, expect, it } from "vitest";
import { api, baseUrl, merchants, uniq } from "./client";

async function price(amount = 1500) {
  const prod = (await api("POST", "/v1/products", { body: { product: { name: `Link prod ${uniq()}` } } })).body.product;
  return (await api("POST", "/v1/prices", { body: { price: { product: prod.product_id, unit_amount: amount } } })).body.price;
}

describe("payment links", () => {
  it("creates a link with every field; url is the hosted address", async () => {
    const p = await price();
    const res = await api("POST", "/v1/payment_links", {
      body: {
        payment_link: {
          label: "Spring sale",
          line_items: [
            { price: p.price_id, quantity: 2, tax_rate: { amount: 120 }, shipping_options: { shipping_rate_data: { display_name: "Ground", amount: 0 } } },
          ],
          allow_promotion_codes: true,
          shipping_address_collection: true,
          shipping_options: { shipping_rate_id: "ground", shipping_amount: 499 },
          payment_intent_data: { capture_method: "manual", metadata: { order: "7" } },
          after_completion: { type: "redirect", redirect: { url: "https://shop.example/thanks" } },
          origin: "shopify",
          metadata: { m: "1" },
        },
      },
    });
    expect(res.status).toBe(200);
    const id = res.body.payment_link.payment_link_id;
    expect(res.body).toEqual({
      payment_link: {
        payment_link_id: expect.stringMatching(/^fplink_/),
        label: "Spring sale",
        active: true,
        line_items: [
          {
            price: p.price_id,
            price_data: null,
            quantity: 2,
            tax_rate: { amount: 120 },
            shipping_options: { shipping_rate_data: { display_name: "Ground", amount: 0 } },
          },
        ],
        allow_promotion_codes: true,
        shipping_address_collection: true,
        shipping_options: { shipping_rate_id: "ground", shipping_amount: 499 },
        metadata: { m: "1" },
        url: `${baseUrl()}/pay/l/${id}`,
        created_at: expect.stringMatching(/Z$/),
        payment_intent_data: { capture_method: "manual", metadata: { order: "7" } },
        after_completion: { type: "redirect", hosted_confirmation: null, redirect: { url: "https://shop.example/thanks" } },
        origin: "shopify",
        test_mode: true,
      },
    });
  });

  it("price_data creates a price for the product; defaults are filled in", async () => {
    const prod = (await api("POST", "/v1/products", { body: { product: { name: "Inline" } } })).body.product;
    const res = await api("POST", "/v1/payment_links", {
      body: { payment_link: { line_items: [{ price_data: { product: prod.product_id, unit_amount: 999 } }] } },
    });
    expect(res.status).toBe(200);
    const link = res.body.payment_link;
    expect(link).toMatchObject({
      label: null,
      allow_promotion_codes: false,
      shipping_address_collection: false,
      shipping_options: null,
      payment_intent_data: { capture_method: "automatic", metadata: {} },
      after_completion: { type: "hosted_confirmation", hosted_confirmation: { custom_message: null }, redirect: null },
      origin: "api",
    });
    const created = await api("GET", `/v1/prices/${link.line_items[0].price}`);
    expect(created.body.price).toMatchObject({ unit_amount: 999, product: prod.product_id });
    expect(link.line_items[0]).toMatchObject({ quantity: 1, price_data: { product: prod.product_id, unit_amount: 999 } });
  });

  it("422 price_not_found for an unknown or deactivated price, at the line item", async () => {
    const p = await price();
    await api("PATCH", `/v1/prices/${p.price_id}`, { body: { price: { active: false } } });
    for (const id of ["fprice_nope", p.price_id]) {
      const res = await api("POST", "/v1/payment_links", { body: { payment_link: { line_items: [{ price: id }] } } });
      expect(res.status).toBe(422);
      expect(res.error.detail).toEqual([
        { loc: ["body", "payment_link", "line_items", 0, "price"], msg: expect.stringContaining("price_not_found"), type: "price_not_found" },
      ]);
    }
    const empty = await api("POST", "/v1/payment_links", { body: { payment_link: { line_items: [] } } });
    expect(empty.status).toBe(422);
    expect(empty.error.detail[0].loc).toEqual(["body", "payment_link", "line_items"]);
    const badAfter = await api("POST", "/v1/payment_links", {
      body: { payment_link: { line_items: [{ price: (await price()).price_id }], after_completion: { type: "redirect" } } },
    });
    expect(badAfter.status).toBe(422);
    expect(badAfter.error.detail[0].loc).toEqual(["body", "payment_link", "after_completion", "redirect", "url"]);
  });

  it("PATCH is partial (label, after_completion, active) and emits payment_link.updated", async () => {
    const p = await price();
    const link = (
      await api("POST", "/v1/payment_links", { body: { payment_link: { label: "Before", line_items: [{ price: p.price_id }], metadata: { keep: "1" } } } })
    ).body.payment_link;
    const res = await api("PATCH", `/v1/payment_links/${link.payment_link_id}`, {
      body: { payment_link: { label: "After", after_completion: { type: "hosted_confirmation", hosted_confirmation: { custom_message: "Thanks!" } } } },
    });
    expect(res.status).toBe(200);
    expect(res.body.payment_link).toEqual({
      ...link,
      label: "After",
      after_completion: { type: "hosted_confirmation", hosted_confirmation: { custom_message: "Thanks!" }, redirect: null },
    });
    const off = await api("PATCH", `/v1/payment_links/${link.payment_link_id}`, { body: { payment_link: { active: false } } });
    expect(off.body.payment_link.active).toBe(false);
    const events = await api("GET", `/v1/events?object_id=${link.payment_link_id}`);
    expect(events.body.events.map((e: { event_type: string }) => e.event_type)).toEqual([
      "payment_link.updated",
      "payment_link.updated",
      "payment_link.created",
    ]);
    const list = await api("GET", "/v1/payment_links?active=false&limit=100");
    expect(list.body.payment_links.map((l: { payment_link_id: string }) => l.payment_link_id)).toContain(link.payment_link_id);
  });

  it("404 across merchants and modes", async () => {
    const p = await price();
    const link = (await api("POST", "/v1/payment_links", { body: { payment_link: { line_items: [{ price: p.price_id }] } } })).body.payment_link;
    expect((await api("GET", `/v1/payment_links/${link.payment_link_id}`, { key: merchants().other.test_secret_key })).status).toBe(404);
    expect(
      (await api("PATCH", `/v1/payment_links/${link.payment_link_id}`, { key: merchants().demo.live_secret_key, body: { payment_link: { label: "x" } } }))
        .status,
    ).toBe(404);
  });
});
