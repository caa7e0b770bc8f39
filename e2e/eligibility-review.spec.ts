// The eligibility review queue: products the bot was not confident about, accepted one by one,
// re-categorised, or accepted in bulk; the merchant's choice is kept and shown with who and when.
// And the GTIN/UPC eligibility list import, with its row errors.
import type { Page } from "@playwright/test";
import { csrfToken, DEMO, expect, test, unique } from "./fixtures";

async function createProduct(page: Page, product: Record<string, unknown>) {
  const res = await page.request.post("/v1/products", { headers: { "X-CSRF-Token": await csrfToken(page) }, data: { product } });
  expect(res.status()).toBe(200);
  return (await res.json()).product as { product_id: string; name: string; hsa_fsa_eligibility: string; eligibility_review: string };
}

/** Today as the dashboard prints dates ("Nov 22, 2026"), in this machine's time zone like the browser. */
const today = () => new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric" }).format(new Date());

test("flagged products: one accepted, one re-categorised, two accepted in bulk; the choice is kept", async ({ signedIn: page }) => {
  test.setTimeout(90_000);
  const tag = unique();
  const gauze = await createProduct(page, { name: `Item ${tag} A`, description: "Sterile gauze pads for wound care.", use_eligibility_bot: true });
  const test1 = await createProduct(page, { name: `Vitamin B12 Level Test ${tag}`, description: "Blood test.", use_eligibility_bot: true });
  const widgetC = await createProduct(page, { name: `Widget ${tag} C`, use_eligibility_bot: true });
  const widgetD = await createProduct(page, { name: `Widget ${tag} D`, use_eligibility_bot: true });
  const sure = await createProduct(page, { name: `Adhesive bandages ${tag}`, use_eligibility_bot: true });
  expect([gauze, test1, widgetC, widgetD].map((p) => p.eligibility_review)).toEqual(["needed", "needed", "needed", "needed"]);
  expect(sure.eligibility_review).toBe("not_needed");

  // The products table: the "Needs review" filter (in the URL) and the badge on flagged rows.
  await page.goto(`/dashboard/products?search=${tag}`);
  const products = page.getByRole("table", { name: "Products" });
  await expect(products.locator("tbody tr")).toHaveCount(5);
  await expect(products.locator("tbody tr").filter({ hasText: sure.name }).locator("[data-review=needed]")).toHaveCount(0);
  await expect(products.locator("tbody tr").filter({ hasText: gauze.name }).locator("[data-review=needed]")).toHaveText("Needs review");
  await page.getByRole("button", { name: /Needs review/ }).click();
  await expect(page).toHaveURL(/eligibility_review=needed/);
  await expect(page.getByRole("button", { name: /Needs review/ })).toHaveAttribute("aria-pressed", "true");
  await expect(products.locator("tbody tr")).toHaveCount(4);
  await expect(products.locator("tbody tr").filter({ hasText: sure.name })).toHaveCount(0);

  // The review page: the bot's suggestion, its confidence and its signals.
  await page.getByRole("link", { name: /Review queue/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Eligibility review" })).toBeVisible();
  await page.getByPlaceholder("Search by name").fill(tag);
  await expect(page).toHaveURL(new RegExp(`/dashboard/products/review\\?search=${tag}`));
  const queue = page.getByRole("table", { name: "Products to review" });
  await expect(queue.locator("tbody tr")).toHaveCount(4);
  const rowA = queue.locator("tbody tr").filter({ hasText: gauze.name });
  await expect(rowA.getByTestId("bot-suggestion")).toContainText("IIAS eligible");
  await expect(rowA.getByTestId("bot-suggestion")).toContainText("50% confident");
  await expect(rowA.getByRole("list", { name: "Signals" })).toContainText("gauze, wound care");
  await expect(rowA.getByRole("list", { name: "Signals" })).toContainText("in description");
  await expect(rowA).toContainText("Matched rule iias.first_aid");

  // Accept the suggestion for one product.
  await rowA.getByRole("button", { name: `Accept ${gauze.name}` }).click();
  await expect(page.getByText(`Accepted: ${gauze.name}`)).toBeVisible();
  await expect(queue.locator("tbody tr")).toHaveCount(3);

  // Choose another category for another: the button says Save.
  const rowB = queue.locator("tbody tr").filter({ hasText: test1.name });
  await expect(rowB.getByRole("combobox", { name: `Category for ${test1.name}` })).toHaveValue("service");
  await rowB.getByRole("combobox", { name: `Category for ${test1.name}` }).selectOption("letter_of_medical_necessity");
  await rowB.getByRole("button", { name: `Save ${test1.name}` }).click();
  await expect(page.getByText(`Saved: ${test1.name}`)).toBeVisible();
  await expect(queue.locator("tbody tr")).toHaveCount(2);

  // Bulk accept the two left.
  await expect(page.getByRole("button", { name: /Accept selected/ })).toBeDisabled();
  await page.getByRole("checkbox", { name: `Select ${widgetC.name}` }).check();
  await page.getByRole("checkbox", { name: `Select ${widgetD.name}` }).check();
  await page.getByRole("button", { name: "Accept selected (2)" }).click();
  await expect(page.getByText("Accepted 2 products")).toBeVisible();
  await expect(page.getByText("Nothing to review matches")).toBeVisible();

  // The merchant's choices are kept and shown with who and when.
  for (const [product, label] of [
    [gauze, "Auto-substantiation (IIAS)"],
    [test1, "Letter of medical necessity"],
    [widgetC, "Not eligible"],
  ] as const) {
    await page.goto(`/dashboard/products/${product.product_id}`);
    const callout = page.getByTestId("eligibility-callout");
    await expect(callout.getByRole("heading", { level: 2 })).toHaveText(label);
    await expect(callout).toContainText("Why: Set by the merchant.");
    await expect(callout.getByTestId("eligibility-decided-by")).toHaveText(`Set by ${DEMO.email} on ${today()}`);
    await expect(callout.locator("[data-review=needed]")).toHaveCount(0);
  }

  // A later bot run leaves the merchant's choice alone.
  const rerun = await page.request.patch(`/v1/products/${test1.product_id}`, {
    headers: { "X-CSRF-Token": await csrfToken(page) },
    data: { product: { use_eligibility_bot: true } },
  });
  expect((await rerun.json()).product).toMatchObject({
    hsa_fsa_eligibility: "letter_of_medical_necessity",
    eligibility_source: "merchant",
    eligibility_decided_by: DEMO.email,
  });
  await page.goto(`/dashboard/products/${test1.product_id}`);
  await expect(page.getByTestId("eligibility-callout").getByRole("heading", { level: 2 })).toHaveText("Letter of medical necessity");

  // Nothing of this run is left in the queue.
  await page.goto(`/dashboard/products?search=${tag}&eligibility_review=needed`);
  await expect(page.getByText("No products match")).toBeVisible();
});

test("an eligibility list is imported from a CSV file: bad rows by line, then the products take its category", async ({ signedIn: page }) => {
  const tag = unique();
  // A valid UPC-A for this run: 11 digits and the GS1 check digit.
  const body = String(Date.now() % 1e11).padStart(11, "0");
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += Number(body[10 - i]) * (i % 2 === 0 ? 3 : 1);
  const upc = body + String((10 - (sum % 10)) % 10);
  const product = await createProduct(page, { name: `Spring item ${tag}`, upc_code: upc, use_eligibility_bot: true });
  expect(product.hsa_fsa_eligibility).toBe("not_eligible");

  await page.goto("/dashboard/products");
  await page.getByRole("button", { name: "Import eligibility list" }).click();
  const dialog = page.getByRole("dialog", { name: "Import eligibility list" });
  await dialog.getByLabel("List name").fill(`Vision list ${tag}`);
  await dialog
    .getByLabel("CSV file")
    .setInputFiles({ name: "list.csv", mimeType: "text/csv", buffer: Buffer.from(`upc,eligibility\n${upc},vision\n12345,Y\n`) });
  await dialog.getByRole("button", { name: "Import" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Nothing was imported");
  await expect(dialog.getByTestId("import-problems")).toHaveText('Line 3: "12345" has 5 digits; a GTIN/UPC has 8, 12, 13 or 14.');

  await dialog.getByLabel("CSV file").setInputFiles({ name: "list.csv", mimeType: "text/csv", buffer: Buffer.from(`upc,eligibility\n${upc},vision\n`) });
  await dialog.getByRole("button", { name: "Import" }).click();
  await expect(page.getByText(`Imported “Vision list ${tag}”`)).toBeVisible();
  await expect(page.getByText("1 code; 1 existing product takes the list's category.")).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto(`/dashboard/products/${product.product_id}`);
  const callout = page.getByTestId("eligibility-callout");
  await expect(callout.getByRole("heading", { level: 2 })).toHaveText("Vision");
  await expect(page.getByTestId("eligibility-rationale")).toContainText(`On the merchant's eligibility list "Vision list ${tag}"`);
  await expect(callout).toContainText("100% confident");
});
