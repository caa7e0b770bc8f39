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
// Scenario: { name, title, kind: "ceiling" | "read" | "write", fixtures?: [names], request(ctx) }
//   request returns { method, path (string, or function giving the next path), body?, key?, auth? }
//   key: bearer secret to use instead of the demo merchant's (e.g. ctx.fixtures.x.merchant.test_secret_key);
//   auth: false sends no Authorization header. Every response must be 2xx or the run fails.

/** Minimum req/s as a fraction of the /healthz ceiling, by backend and scenario kind (from the issue). */
export const targets = {
  postgres: { read: 0.85, write: 0.75 },
  pglite: { read: 0.7, write: 0.6 },
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

export const fixtures = {
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
];
