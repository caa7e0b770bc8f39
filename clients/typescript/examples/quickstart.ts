// The README's quickstart: create a product, a price and a checkout session, then read the session
// back. tests/api/typescript-client.test.ts runs it against a real server.
// Run it yourself: COMMERCE_PAYMENTS_API_KEY=fsk_test_... npx tsx clients/typescript/examples/quickstart.ts
import { pathToFileURL } from "node:url";
import { createCommercePaymentsClient, unwrap } from "../src/index.js";

export async function quickstart({ baseUrl, apiKey }: { baseUrl: string; apiKey: string }) {
  const api = createCommercePaymentsClient({ baseUrl, apiKey });

  // A product, marked as auto-substantiated for HSA/FSA cards (or send use_eligibility_bot: true).
  const { product } = await unwrap(
    api.POST("/v1/products", {
      body: { product: { name: "Digital thermometer", description: "Oral and underarm, 10-second reading", hsa_fsa_eligibility: "auto_substantiation" } },
    }),
  );

  // A one-time price of $24.99 (amounts are integer cents).
  const { price } = await unwrap(api.POST("/v1/prices", { body: { price: { product: product.product_id, unit_amount: 2499 } } }));

  // A checkout session for two of them; send the shopper to session.redirect_url.
  const { checkout_session: session } = await unwrap(
    api.POST("/v1/checkout/sessions", {
      body: {
        checkout_session: {
          line_items: [{ price: price.price_id, quantity: 2 }],
          success_url: "https://shop.example/thanks?session={CHECKOUT_SESSION_ID}",
          cancel_url: "https://shop.example/cart",
          client_reference_id: "order-1001",
        },
      },
    }),
  );

  // Read it back, e.g. when the shopper lands on success_url.
  const { checkout_session: retrieved } = await unwrap(api.GET("/v1/checkout/sessions/{id}", { params: { path: { id: session.checkout_session_id } } }));

  return { product, price, session, retrieved };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const apiKey = process.env.COMMERCE_PAYMENTS_API_KEY;
  if (!apiKey) throw new Error("Set COMMERCE_PAYMENTS_API_KEY to a secret key (fsk_test_...).");
  const { retrieved } = await quickstart({ baseUrl: process.env.COMMERCE_PAYMENTS_BASE_URL ?? "http://127.0.0.1:3000", apiKey });
  console.log(`${retrieved.checkout_session_id}: ${retrieved.amount_total} cents, pay at ${retrieved.redirect_url}`);
}
