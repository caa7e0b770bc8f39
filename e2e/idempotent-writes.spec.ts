// Dashboard writes carry an Idempotency-Key made once per action (issue 18, part 7): a refund whose
// answer was lost and is sent again, and a double click, each refund once.
import type { Page, Request } from "@playwright/test";
import { csrfToken, expect, test, unique } from "./fixtures";

type Json = Record<string, any>;

async function api(page: Page, method: "GET" | "POST", path: string, body?: Json): Promise<Json> {
  const response = await page.request.fetch(path, { method, headers: { "X-CSRF-Token": await csrfToken(page) }, data: body });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
  return response.json();
}

/** A $40.00 session, paid and captured. */
async function paidSession(page: Page): Promise<string> {
  const { product } = await api(page, "POST", "/v1/products", { product: { name: `Knee brace ${unique()}`, hsa_fsa_eligibility: "auto_substantiation" } });
  const { price } = await api(page, "POST", "/v1/prices", { price: { product: product.product_id, unit_amount: 4000 } });
  const { checkout_session: created } = await api(page, "POST", "/v1/checkout/sessions", {
    checkout_session: { line_items: [{ price: price.price_id, quantity: 1 }] },
  });
  const id: string = created.checkout_session_id;
  await api(page, "POST", `/v1/test_helpers/checkout/sessions/${id}/pay`, { payment: { payment_method: "pm_card_hsa_fsa" } });
  return id;
}

const refundsOf = async (page: Page, id: string) => (await api(page, "GET", `/v1/checkout/sessions/${id}`)).checkout_session;

test("a refund whose answer was lost, sent again, and a double-clicked refund each refund once", async ({ signedIn: page }) => {
  const id = await paidSession(page);
  await page.goto(`/dashboard/checkout-sessions/${id}`);
  const keys: string[] = [];
  page.on("request", (r: Request) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === `/v1/checkout/sessions/${id}/refund`) keys.push(r.headers()["idempotency-key"] ?? "");
  });

  // 1. The refund reaches the server, but its answer is lost on the way back.
  let lose = true;
  await page.route(`**/v1/checkout/sessions/${id}/refund`, async (route) => {
    if (!lose) return route.continue();
    lose = false;
    await route.fetch();
    await route.abort("failed");
  });
  await page.getByRole("button", { name: "Refund" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Refund payment" });
  await dialog.getByLabel("Amount").fill("5.00");
  await dialog.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(dialog.getByText("Could not reach the server. Check your connection and try again.")).toBeVisible();
  // The merchant clicks Refund again: the same key, the first refund's answer, no second refund.
  await dialog.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(dialog).toBeHidden();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  let session = await refundsOf(page, id);
  expect(session.refunds.map((r: Json) => r.amount)).toEqual([500]);
  expect(session.amount_refunded).toBe(500);

  // 2. A double click: two submissions before the button can disable itself; one refund.
  await page.getByRole("button", { name: "Refund" }).first().click();
  await dialog.getByLabel("Amount").fill("3.00");
  await dialog.getByRole("button", { name: "Refund", exact: true }).evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });
  await expect(dialog).toBeHidden();
  await expect.poll(() => keys.length).toBeGreaterThanOrEqual(4);
  expect(keys[3]).toBe(keys[2]);
  expect(keys[2]).not.toBe(keys[0]);
  session = await refundsOf(page, id);
  expect(session.refunds.map((r: Json) => r.amount).sort()).toEqual([300, 500]);
  expect(session.amount_refunded).toBe(800);
});
