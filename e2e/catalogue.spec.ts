// The catalogue in the dashboard: products (with the eligibility bot), prices, coupons, promo
// codes and payment links, created through the UI the way a merchant would.
import { csrfToken, expect, test, unique } from "./fixtures";

// The payment link's URL is copied to the clipboard and read back.
test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test("product with the eligibility bot, a $12.99 price, a coupon, a promo code and a payment link", async ({ signedIn: page }) => {
  // One merchant journey through five pages: longer than the default budget on a busy machine.
  test.setTimeout(90_000);
  const tag = unique();
  const productName = `Adhesive Bandages, 100 count ${tag}`;
  const nav = page.getByRole("navigation", { name: "Dashboard" });

  // Product: classified by the bot, the badge and the rationale on its page.
  await nav.getByRole("link", { name: /^Products/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
  await page.getByRole("link", { name: "Add product" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Add product" })).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill(productName);
  await page.getByLabel("Description").fill("Sterile first aid bandages");
  await page.getByLabel("Classify with the eligibility bot").check();
  // The bot decides, so the manual choice is off while it is on.
  await expect(page.getByLabel("Eligibility", { exact: true })).toBeDisabled();
  await page.getByRole("button", { name: "Create product" }).click();

  await expect(page.getByText("Product created")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/products\/fprod_[a-z0-9]+$/);
  const productId = page.url().split("/").pop()!;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(productName);
  const callout = page.getByTestId("eligibility-callout");
  await expect(callout.locator("[data-eligibility]")).toHaveAttribute("data-eligibility", "auto_substantiation");
  await expect(callout).toContainText("IIAS eligible");
  await expect(callout).toContainText("auto_substantiation");
  await expect(page.getByTestId("eligibility-rationale")).toContainText(/Why:\s*Matched rule iias\.first_aid/);

  // Price: dollars typed, exact cents stored; a third decimal is refused on the field.
  await page.getByRole("link", { name: "Add price" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/prices/new\\?product=${productId}$`));
  await expect(page.getByLabel("Product", { exact: true })).toContainText(productName);
  await page.getByLabel("Amount").fill("12.999");
  await page.getByRole("button", { name: "Create price" }).click();
  await expect(page.getByLabel("Amount")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Use at most 2 decimal places (whole cents).")).toBeVisible();
  await page.getByLabel("Amount").fill("12.99");
  await page.getByRole("button", { name: "Create price" }).click();

  await expect(page.getByText("Price created")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/dashboard/products/${productId}$`));
  const productPrices = page.getByRole("table", { name: "Prices" });
  await expect(productPrices.locator("tbody tr")).toHaveCount(1);
  await expect(productPrices.locator("tbody tr").first()).toContainText("$12.99");
  await expect(productPrices.locator("tbody tr").first()).toContainText("IIAS eligible");

  // The prices list, filtered by the product (the filter lives in the URL).
  await page.goto(`/dashboard/prices?product=${productId}`);
  await expect(page.getByRole("button", { name: "Product" })).toContainText(productName);
  const prices = page.getByRole("table", { name: "Prices" });
  await expect(prices.locator("tbody tr")).toHaveCount(1);
  await expect(prices.locator("tbody tr").first()).toContainText(productName);
  await expect(prices.locator("tbody tr").first()).toContainText("$12.99");
  await expect(prices.locator("tbody tr").first()).toContainText("One-time");

  // Coupon: $5.00 off, once.
  await nav.getByRole("link", { name: /^Coupons/ }).click();
  await page.getByRole("link", { name: "Create coupon" }).first().click();
  const couponName = `Bandage deal ${tag}`;
  await page.getByLabel(/^Name/).fill(couponName);
  await page.getByLabel("Amount off", { exact: true }).fill("5");
  await page.getByRole("button", { name: "Create coupon" }).click();
  await expect(page.getByText("Coupon created")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/coupons\/fcpn_[a-z0-9]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(couponName);
  await expect(page.getByText("$5.00 off, applies once")).toBeVisible();

  // Promo code for it, started from the coupon's page (the coupon is preselected).
  const code = `BAND${tag.toUpperCase()}`.slice(0, 20);
  await page.getByRole("link", { name: "Create promo code" }).click();
  await expect(page.getByLabel("Coupon", { exact: true })).toContainText(couponName);
  await page.getByLabel("Code", { exact: true }).fill(code);
  await page.getByRole("button", { name: "Create promo code" }).click();
  await expect(page.getByText("Promo code created")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/promo-codes\/fpromo_[a-z0-9]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(code);
  await expect(page.getByText("$5.00 off, applies once")).toBeVisible();

  // Exact, case-insensitive code search.
  await nav.getByRole("link", { name: /^Promo codes/ }).click();
  await page.getByRole("searchbox").fill(code.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`code=${code.toLowerCase()}`));
  const codes = page.getByRole("table", { name: "Promo codes" }).locator("tbody tr");
  await expect(codes).toHaveCount(1);
  await expect(codes.first()).toContainText(code);
  await expect(codes.first()).toContainText("$5.00 off");

  // Payment link for the price; its URL is /pay/l/<id> and copies to the clipboard.
  await nav.getByRole("link", { name: /^Payment links/ }).click();
  await page.getByRole("link", { name: "Create payment link" }).first().click();
  await page.getByLabel(/^Label/).fill(`Bandages link ${tag}`);
  await page.getByRole("button", { name: "Price for item 1" }).click();
  await page.getByRole("combobox", { name: "Search by product, amount or ID" }).fill(tag);
  await page.getByRole("option", { name: `${productName} — $12.99` }).click();
  await expect(page.getByRole("button", { name: "Price for item 1" })).toContainText("$12.99");
  await page.getByLabel("Quantity for item 1").fill("2");
  await expect(page.getByText(/^Total/)).toContainText("$25.98");
  await page.getByLabel("Allow promo codes").check();
  await page.getByRole("button", { name: "Create link" }).click();

  await expect(page.getByText("Payment link created")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/payment-links\/fplink_[a-z0-9]+$/);
  const linkId = page.url().split("/").pop()!;
  const url = page.getByTestId("payment-link-url");
  await expect(url).toHaveText(new RegExp(`^https?://[^/]+/pay/l/${linkId}$`));
  const items = page.getByRole("table", { name: "Items" });
  await expect(items).toContainText(productName);
  await expect(items).toContainText("$25.98");

  await page.getByRole("button", { name: "Copy link URL" }).click();
  await expect(page.getByRole("button", { name: "Copy link URL" })).toContainText("Copied");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await url.textContent());
  expect(copied.endsWith(`/pay/l/${linkId}`)).toBe(true);

  // The list shows the link with its items and amount.
  await nav.getByRole("link", { name: /^Payment links/ }).click();
  const linkRow = page
    .getByRole("table", { name: "Payment links" })
    .locator("tbody tr")
    .filter({ hasText: `Bandages link ${tag}` });
  await expect(linkRow).toContainText(`${productName} × 2`);
  await expect(linkRow).toContainText("$25.98");
  await expect(linkRow).toContainText(`/pay/l/${linkId}`);
});

test("archive and activate ask for confirmation; deactivated prices leave pickers", async ({ signedIn: page }) => {
  const tag = unique();
  const csrf = await csrfToken(page);
  const headers = { "X-CSRF-Token": csrf };
  const product = await (
    await page.request.post("/v1/products", { headers, data: { product: { name: `Digital thermometer ${tag}`, use_eligibility_bot: true } } })
  ).json();
  const productId = product.product.product_id as string;
  const price = await (await page.request.post("/v1/prices", { headers, data: { price: { product: productId, unit_amount: 1899 } } })).json();
  const priceId = price.price.price_id as string;

  // Archive: nothing happens until confirmed; cancel keeps it active.
  await page.goto(`/dashboard/products/${productId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Digital thermometer ${tag}`);
  await page.getByRole("button", { name: "Archive" }).click();
  const dialog = page.getByRole("dialog", { name: "Archive this product?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator("[data-status=active]").first()).toBeVisible();

  await page.getByRole("button", { name: "Archive" }).click();
  await dialog.getByRole("button", { name: "Archive product" }).click();
  await expect(page.getByText("Product archived")).toBeVisible();
  await expect(page.locator("h1 + [data-status]")).toHaveAttribute("data-status", "archived");
  // The products table filters by status through the URL.
  await page.goto(`/dashboard/products?active=false&search=${tag}`);
  await expect(page.getByRole("table", { name: "Products" }).locator("tbody tr")).toHaveCount(1);
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("false");
  await page.goto(`/dashboard/products/${productId}`);
  await page.getByRole("button", { name: "Activate" }).click();
  await page.getByRole("dialog", { name: "Activate this product?" }).getByRole("button", { name: "Activate product" }).click();
  await expect(page.getByText("Product activated")).toBeVisible();
  await expect(page.locator("h1 + [data-status]")).toHaveAttribute("data-status", "active");

  // Deactivate the price: it is no longer offered for new payment links.
  await page.goto(`/dashboard/prices/${priceId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("$18.99");
  await page.getByRole("button", { name: "Deactivate" }).click();
  await page.getByRole("dialog", { name: "Deactivate this price?" }).getByRole("button", { name: "Deactivate price" }).click();
  await expect(page.getByText("Price deactivated")).toBeVisible();
  await expect(page.locator("h1 + [data-status]")).toHaveAttribute("data-status", "inactive");

  await page.goto("/dashboard/payment-links/new");
  await page.getByRole("button", { name: "Price for item 1" }).click();
  await page.getByRole("combobox", { name: "Search by product, amount or ID" }).fill(tag);
  await expect(page.getByRole("listbox").getByText(/No prices match|No active prices yet/)).toBeVisible();
  await expect(page.getByRole("option")).toHaveCount(0);
});

test("API validation errors land on the product field they name", async ({ signedIn: page }) => {
  await page.goto("/dashboard/products/new");
  await page.route("**/v1/products", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    expect(route.request().headers()["x-csrf-token"]).toBeTruthy();
    expect(route.request().postDataJSON()).toMatchObject({ product: { name: "Test strips", upc_code: "036000291452", use_eligibility_bot: true } });
    await route.fulfill({
      status: 422,
      contentType: "application/json",
      body: JSON.stringify({
        detail: [
          { loc: ["body", "product", "upc_code"], msg: "This UPC belongs to another product.", type: "value_error" },
          { loc: [], msg: "The catalogue is being re-indexed.", type: "maintenance" },
        ],
      }),
    });
  });
  await page.getByLabel("Name", { exact: true }).fill("Test strips");
  await page.getByLabel("UPC").fill("036000291452");
  await page.getByRole("button", { name: "Create product" }).click();

  await expect(page.getByText("This UPC belongs to another product.", { exact: true })).toBeVisible();
  await expect(page.getByLabel("UPC")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("alert").filter({ hasText: "The catalogue is being re-indexed." })).toBeVisible();
  await expect(page).toHaveURL(/\/products\/new$/);
});
