// The dashboard and the hosted checkout with the keyboard alone (issue 24): a refund from the
// Payments list to its confirmation without the mouse, dialogs that keep focus and give it back,
// and a visible focus indicator on everything Tab reaches.
import type { Locator, Page } from "@playwright/test";
import { dashboardApi } from "./dashboard-objects";
import { expect, hostedPath, test, unique } from "./fixtures";

/** Presses Tab (Shift+Tab when `back`) until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}) {
  const handle = await target.elementHandle();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    if (await page.evaluate((el) => document.activeElement === el, handle)) return;
  }
  throw new Error(`${target} not reached in ${max} presses of Tab`);
}

/** What shows where focus is: an outline of 2px or more, or a focus ring (box-shadow) of 2px or more. */
async function focusIndicator(page: Page): Promise<{ element: string; visible: boolean }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { element: "body", visible: true };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
    // A focus ring is a box-shadow spread of 2px or more (controls draw a 1px ring when unfocused).
    const ring = /0px 0px 0px ([2-9]|\d{2,})(\.\d+)?px/.test(style.boxShadow);
    const name = (el.getAttribute("aria-label") || el.textContent || el.getAttribute("name") || "").trim().slice(0, 40);
    return { element: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} "${name}"`, visible: outline || ring };
  });
}

async function paidPayment(page: Page, amount: number): Promise<string> {
  const tag = unique();
  const { product } = await dashboardApi(page, "POST", "/v1/products", {
    product: { name: `Keyboard splint ${tag}`, hsa_fsa_eligibility: "auto_substantiation" },
  });
  const { price } = await dashboardApi(page, "POST", "/v1/prices", { price: { product: product.product_id, unit_amount: amount } });
  const { checkout_session: session } = await dashboardApi(page, "POST", "/v1/checkout/sessions", {
    checkout_session: { line_items: [{ price: price.price_id, quantity: 1 }] },
  });
  await dashboardApi(page, "POST", `/v1/test_helpers/checkout/sessions/${session.checkout_session_id}/pay`, {
    payment: { hsa_fsa_payment_method: "pm_card_hsa_fsa" },
  });
  const { payment_intents: intents } = await dashboardApi(page, "GET", `/v1/payment_intents?checkout_session=${session.checkout_session_id}`);
  return intents[0].payment_intent_id;
}

test("a refund from the Payments list to its confirmation, with the keyboard only", async ({ signedIn: page }) => {
  const id = await paidPayment(page, 4200);
  await page.goto("/dashboard/payments");
  await expect(page.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();

  // The first Tab offers the skip link; Enter skips the navigation.
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();

  // The payment's row: its link, reached with Tab, opens it with Enter.
  const rowLink = page.getByRole("table", { name: "Payments" }).locator(`a[href="/dashboard/payments/${id}"]`);
  await tabTo(page, rowLink);
  expect((await focusIndicator(page)).visible).toBe(true);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/dashboard/payments/${id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "$42.00" })).toBeVisible();

  // Refund: the header's button, with a visible focus ring.
  const refundButton = page.getByRole("main").getByRole("button", { name: "Refund", exact: true }).first();
  await tabTo(page, refundButton);
  expect(await focusIndicator(page)).toEqual({ element: expect.stringContaining("Refund"), visible: true });
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Refund payment" });
  await expect(dialog).toBeVisible();

  // Focus is in the dialog and stays there, however often Tab is pressed, either way.
  const inDialog = () => dialog.evaluate((d) => d.contains(document.activeElement));
  expect(await inDialog()).toBe(true);
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    expect(await inDialog(), `focus left the dialog after ${i + 1} Tab`).toBe(true);
  }
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Shift+Tab");
    expect(await inDialog(), `focus left the dialog after ${i + 1} Shift+Tab`).toBe(true);
  }

  // $15.00 of $42.00, a reason chosen with the arrow keys, sent with Enter on the Refund button.
  const amount = dialog.getByLabel("Amount");
  await tabTo(page, amount);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("15.00");
  await page.keyboard.press("Tab"); // "Refund all"
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Reason")).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(dialog.getByLabel("Reason")).not.toHaveValue("requested_by_customer");
  await tabTo(page, dialog.getByRole("button", { name: "Refund", exact: true }));
  await page.keyboard.press("Enter");

  // The confirmation: announced (a polite live region), the dialog gone, focus back on Refund.
  await expect(dialog).toBeHidden();
  await expect(page.locator("[aria-live=polite]").getByText("Refund of $15.00 created")).toBeVisible();
  await expect(refundButton).toBeFocused();
  await expect(page.getByTestId("refund-row").first()).toContainText("$15.00");
});

test("Escape closes a dialog and gives focus back to the button that opened it", async ({ signedIn: page }) => {
  await page.goto("/dashboard/developers");
  const create = page.getByRole("main").getByRole("button", { name: "Create secret key" }).first();
  await tabTo(page, create, { max: 60 });
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Create secret key" });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(create).toBeFocused();
});

// Tab from the top of each page until focus comes round again: every stop shows where it is.
const PAGES: { name: string; url: (page: Page) => Promise<string> }[] = [
  { name: "home", url: async () => "/dashboard" },
  { name: "payments list", url: async () => "/dashboard/payments" },
  { name: "payment", url: async (page) => `/dashboard/payments/${await paidPayment(page, 1500)}` },
  { name: "product form", url: async () => "/dashboard/products/new" },
  { name: "developers", url: async () => "/dashboard/developers" },
];

for (const { name, url } of PAGES) {
  test(`every stop of Tab shows a focus indicator: ${name}`, async ({ signedIn: page }) => {
    await page.goto(await url(page));
    await expect(page.locator("h1").first()).toBeVisible();
    await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
    const missing: string[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < 150; i++) {
      await page.keyboard.press("Tab");
      const stop = await focusIndicator(page);
      if (seen.has(stop.element) && i > 5) break;
      seen.add(stop.element);
      if (!stop.visible) missing.push(stop.element);
    }
    expect(seen.size, "Tab reached next to nothing").toBeGreaterThan(5);
    expect(missing, "focused without a visible indicator").toEqual([]);
  });
}

test("the hosted checkout can be filled and paid with the keyboard only", async ({ signedIn: page }) => {
  const tag = unique();
  const { product } = await dashboardApi(page, "POST", "/v1/products", { product: { name: `Keyboard gauze ${tag}`, hsa_fsa_eligibility: "not_eligible" } });
  const { price } = await dashboardApi(page, "POST", "/v1/prices", { price: { product: product.product_id, unit_amount: 900 } });
  const { checkout_session: session } = await dashboardApi(page, "POST", "/v1/checkout/sessions", {
    checkout_session: { line_items: [{ price: price.price_id, quantity: 1 }] },
  });
  await page.goto(hostedPath(session));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to payment" })).toBeFocused();
  await page.keyboard.press("Enter");
  await tabTo(page, page.getByLabel("Email"));
  await page.keyboard.type(`keys.${tag}@example.com`);
  await tabTo(page, page.getByLabel("Card number"));
  await page.keyboard.type("4242424242424242");
  await page.keyboard.press("Tab");
  await page.keyboard.type("1234");
  await page.keyboard.press("Tab");
  await page.keyboard.type("123");
  await tabTo(page, page.getByRole("button", { name: "Pay $9.00" }));
  expect((await focusIndicator(page)).visible).toBe(true);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Payment received" })).toBeVisible();
});

test("the home page's metric tabs move with the arrow keys", async ({ signedIn: page }) => {
  await page.goto("/dashboard");
  const gross = page.getByRole("tab", { name: /^Gross volume/ });
  await tabTo(page, gross);
  await expect(gross).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight");
  const net = page.getByRole("tab", { name: /^Net volume/ });
  await expect(net).toBeFocused();
  await expect(net).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toContainText("Net volume by day");
  await page.keyboard.press("End");
  await expect(page.getByRole("tab", { name: /^Payments/ })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(gross).toBeFocused();
  // One stop in the Tab order for the whole tab list: the next Tab leaves it.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).not.toBe("tab");
});
