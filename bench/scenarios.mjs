// What the bench loads, as data. To add a scenario, append an entry to `scenarios` (and, if it
// needs data, a fixture). Scenarios run in the order listed, on each backend, against one server.
//
// Fixture:  { describe, prepare?(ctx), setup?(ctx) }
//   prepare runs BEFORE the server starts (PGlite allows one process per data folder), with
//     ctx.env (the server's database env), ctx.seedMerchant(account) -> { account_id, test_secret_key, ... }
//     and ctx.runTsx(script, args) to run a TypeScript script against the same database
//     (e.g. a bulk insert of 100,000 products). Its return value is kept as the fixture's data.
//   setup runs once the server is up, with ctx.api(method, path, body?, { key }) (throws unless 2xx),
//     ctx.parallel(count, concurrency, fn(i)) and ctx.fixtures; its return value is merged in.
// Scenario: { name, title, kind: "ceiling" | "floor" | "read" | "write" | ..., fixtures?: [names], request(ctx) }
//   The ceiling (healthz) and the floor (readyz) always run: every other scenario is stated as a
//   ratio to both, and the targets are against the floor.
//   request returns { method, path (string, or function giving the next path), body?, key?, auth? }
//   key: bearer secret to use instead of the demo merchant's (e.g. ctx.fixtures.x.merchant.test_secret_key);
//   auth: false sends no Authorization header. Every response must be 2xx or the run fails.

/**
 * Minimum req/s as a fraction of the `readyz` floor (a dynamic route doing one database round trip
 * through the same pool, in the same run), by backend and scenario (issue 23). /healthz is still
 * measured and shown, as the framework's ceiling.
 */
export const targets = {
  postgres: { "customers.retrieve": 0.9, "customers.list": 0.85, "customers.create": 0.75 },
  pglite: { "customers.retrieve": 0.9, "customers.list": 0.85, "customers.create": 0.75 },
};

const customerBody = (i) => ({
  customer: {
    first_name: "Ada",
    last_name: `Lovelace ${i}`,
    email: `ada.${i}@example.com`,
    phone: "+44 20 7946 0000",
    shipping: { line1: "12 St James's Square", city: "London", postal_code: "SW1Y 4JH", country: "GB" },
    metadata: { source: "bench" },
  },
});

/** A merchant whose test mode holds `count` products, bulk-loaded before the server starts. */
const productsFixture = (count) => ({
  describe: `a merchant with ${count.toLocaleString("en-US")} products (bulk insert)`,
  async prepare(ctx) {
    const merchant = ctx.seedMerchant(`bench-products-${count}`);
    ctx.runTsx("bench/fixtures/seed-products.ts", [merchant.account_id, String(count)]);
    return { merchant };
  },
});

/** A split cart: 2 x $19.99 HSA/FSA-eligible + 1 x $10.01 not eligible, with shipping and tax. */
const splitSessionBody = (prices) => ({
  checkout_session: {
    line_items: [
      { price: prices.eligible, quantity: 2 },
      { price: prices.other, quantity: 1 },
    ],
    shipping_options: { shipping_rate_data: { display_name: "Ground", amount: 599 } },
    tax_rate: { amount: 333 },
    success_url: "https://shop.example/thanks",
  },
});

export const fixtures = {
  products1k: productsFixture(1_000),
  products100k: productsFixture(100_000),
  splitCatalogue: {
    describe: "two products (eligible, not eligible) with prices, and 8,000 open split-cart sessions to pay",
    async setup(ctx) {
      const product = async (name, eligibility) =>
        (await ctx.api("POST", "/v1/products", { product: { name, hsa_fsa_eligibility: eligibility } })).product.product_id;
      const price = async (productId, amount) => (await ctx.api("POST", "/v1/prices", { price: { product: productId, unit_amount: amount } })).price.price_id;
      const prices = {
        eligible: await price(await product("Digital thermometer", "auto_substantiation"), 1999),
        other: await price(await product("Tote bag", "not_eligible"), 1001),
      };
      const sessions = await ctx.parallel(
        8000,
        10,
        async () => (await ctx.api("POST", "/v1/checkout/sessions", splitSessionBody(prices))).checkout_session.checkout_session_id,
      );
      return { prices, sessions };
    },
  },
  customers1000: {
    describe: "1,000 customers created through POST /v1/customers",
    async setup(ctx) {
      const ids = await ctx.parallel(1000, 10, async (i) => (await ctx.api("POST", "/v1/customers", customerBody(i))).customer.customer_id);
      return { ids };
    },
  },
};

export const scenarios = [
  {
    name: "healthz",
    title: "GET /healthz (no database: the ceiling)",
    kind: "ceiling",
    request: () => ({ method: "GET", path: "/healthz", auth: false }),
  },
  {
    name: "readyz",
    title: "GET /readyz (one database round trip through the API's pool: the floor of the stack)",
    kind: "floor",
    request: () => ({ method: "GET", path: "/readyz", auth: false }),
  },
  {
    name: "customers.list",
    title: "GET /v1/customers?limit=10 (1,000 customers)",
    kind: "read",
    fixtures: ["customers1000"],
    request: () => ({ method: "GET", path: "/v1/customers?limit=10" }),
  },
  {
    name: "customers.retrieve",
    title: "GET /v1/customers/{id} (rotating over 1,000 ids)",
    kind: "read",
    fixtures: ["customers1000"],
    request: (ctx) => {
      const ids = ctx.fixtures.customers1000.ids;
      let i = 0;
      return { method: "GET", path: () => `/v1/customers/${ids[i++ % ids.length]}` };
    },
  },
  {
    name: "customers.create",
    title: "POST /v1/customers (transaction: insert + event)",
    kind: "write",
    request: () => ({ method: "POST", path: "/v1/customers", body: customerBody(0) }),
  },
  // Catalogue: a page of products must cost the same with 100,000 products as with 1,000 (<= 1.5x).
  {
    name: "products.list.1k",
    title: "GET /v1/products?limit=10 (merchant with 1,000 products)",
    kind: "scale",
    fixtures: ["products1k"],
    request: (ctx) => ({ method: "GET", path: "/v1/products?limit=10", key: ctx.fixtures.products1k.merchant.test_secret_key }),
  },
  {
    name: "products.list.100k",
    title: "GET /v1/products?limit=10 (merchant with 100,000 products)",
    kind: "scale",
    fixtures: ["products100k"],
    request: (ctx) => ({ method: "GET", path: "/v1/products?limit=10", key: ctx.fixtures.products100k.merchant.test_secret_key }),
  },
  // Checkout: creating and paying a split cart should cost at most 5 (PostgreSQL) or 6 (PGlite) GET /v1/customers/{id}.
  {
    name: "checkout.create",
    title: "POST /v1/checkout/sessions (split cart: 2 intents, totals, event)",
    kind: "checkout",
    fixtures: ["splitCatalogue"],
    request: (ctx) => ({ method: "POST", path: "/v1/checkout/sessions", body: splitSessionBody(ctx.fixtures.splitCatalogue.prices) }),
  },
  {
    name: "checkout.pay",
    title: "POST /v1/test_helpers/checkout/sessions/{id}/pay (HSA/FSA + regular card, automatic capture)",
    kind: "checkout",
    fixtures: ["splitCatalogue"],
    request: (ctx) => {
      const ids = ctx.fixtures.splitCatalogue.sessions;
      let i = 0;
      return {
        method: "POST",
        path: () => {
          if (i >= ids.length) throw new Error("checkout.pay ran out of open sessions; raise the fixture's count");
          return `/v1/test_helpers/checkout/sessions/${ids[i++]}/pay`;
        },
        body: { payment: { payment_method: "pm_card_visa", hsa_fsa_payment_method: "pm_card_hsa_fsa" } },
      };
    },
  },
];

/**
 * Relative costs the issues set, from the measured req/s (cost = 1 / req/s on one server):
 * products list with 100,000 vs 1,000 products <= 1.5x; create + pay of a split cart <= 5x a
 * customer retrieve on PostgreSQL, <= 6x on PGlite (issue 23).
 */
export const comparisons = [
  {
    title: "GET /v1/products?limit=10: 100,000 vs 1,000 products",
    costOf: ["products.list.100k"],
    relativeTo: ["products.list.1k"],
    max: { postgres: 1.5, pglite: 1.5 },
  },
  {
    title: "Create + pay a split cart vs GET /v1/customers/{id}",
    costOf: ["checkout.create", "checkout.pay"],
    relativeTo: ["customers.retrieve"],
    max: { postgres: 5, pglite: 6 },
  },
];
