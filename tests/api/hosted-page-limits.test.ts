// Anonymous payment link pages (issue 18, part 5): a bare GET makes no checkout session; the
// shopper's "Continue to payment" (a same-origin POST) makes one and reuses it per browser; page
// loads and starts are limited per client address. A server of its own, with a low page limit.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed, startServer, type Merchant, type StartedServer } from "../helpers/start-server";

const PORT = Number(process.env.API_TEST_PORT || 3250) + 20;
let server: StartedServer;
let merchant: Merchant;

beforeAll(async () => {
  server = await startServer({
    port: PORT,
    env: { PAY_PAGES_PER_ADDRESS_PER_MINUTE: "8", JOBS_DISABLED: "1", LOG_REQUESTS: "0" },
    prepare: (env) => (merchant = seed(env, "page-limits-merchant")),
  });
});
afterAll(() => server?.stop());

async function v1(method: string, path: string, body?: unknown) {
  const res = await fetch(server.baseUrl + path, {
    method,
    headers: { Authorization: `Bearer ${merchant.test_secret_key}`, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

const sessionCount = async () => (await v1("GET", "/v1/checkout/sessions?limit=100")).body.checkout_sessions.length;

describe("payment link pages", () => {
  it("GET shows the link and creates nothing; POST starts one session per browser; the limit answers 429", async () => {
    const product = (await v1("POST", "/v1/products", { product: { name: "Thermometer", hsa_fsa_eligibility: "auto_substantiation" } })).body.product;
    const price = (await v1("POST", "/v1/prices", { price: { product: product.product_id, unit_amount: 2499 } })).body.price;
    const link = (await v1("POST", "/v1/payment_links", { payment_link: { line_items: [{ price: price.price_id, quantity: 2 }] } })).body.payment_link;
    const path = new URL(link.url).pathname;
    expect(path).toBe(`/pay/l/${link.payment_link_id}`);

    for (let i = 0; i < 3; i++) {
      const page = await fetch(server.baseUrl + path, { redirect: "manual" });
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain("Continue to payment");
      expect(html).toContain("$49.98");
    }
    expect(await sessionCount()).toBe(0);

    const start = (headers: Record<string, string> = {}) =>
      fetch(`${server.baseUrl}${path}/start`, { method: "POST", redirect: "manual", headers: { Origin: server.baseUrl, ...headers } });
    const first = await start();
    expect(first.status).toBe(303);
    const location = first.headers.get("location")!;
    expect(location).toMatch(new RegExp(`^${server.baseUrl}/pay/c/fcs_[0-9a-z]{26}\\?secret=[A-Za-z0-9_-]{43}$`));
    const cookie = first.headers.get("set-cookie")!.split(";")[0];
    expect(cookie).toMatch(new RegExp(`^cp_plink_${link.payment_link_id}=`));
    expect(await sessionCount()).toBe(1);

    // The same browser again (back, then Continue): the same session.
    const again = await start({ Cookie: cookie });
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe(location);
    expect(await sessionCount()).toBe(1);

    // Another site cannot start sessions in a shopper's name.
    const cross = await start({ Origin: "https://evil.example" });
    expect(cross.status).toBe(403);
    expect(await sessionCount()).toBe(1);

    // 3 page loads and 2 starts so far: 3 more are allowed (8 a minute), then refused.
    for (let i = 0; i < 3; i++) expect((await fetch(server.baseUrl + path)).status).toBe(200);
    const refusedPage = await fetch(server.baseUrl + path);
    expect(await refusedPage.text()).toContain("Too many requests");
    const refusedStart = await start();
    expect(refusedStart.status).toBe(429);
    expect(Number(refusedStart.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await refusedStart.text()).toMatch(/^Too many requests from your network\. Try again in 1 minute\.$/);
    expect(await sessionCount()).toBe(1);
  });
});
