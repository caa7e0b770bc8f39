// The dashboard's half of the isolation matrix (issue 12): every detail and edit page of the
// dashboard, found on disk (so a new page cannot be missed), shows a test-mode object in test mode
// and "not found" for it in live mode, without a trace of the object. The other merchant's side is
// the API matrix (tests/api/isolation-matrix.test.ts): the dashboard reads through the same /v1.
import { createDashboardObjects, dashboardUrl } from "./dashboard-objects";
import { expect, test, unique } from "./fixtures";
import { pageRoutes } from "./page-routes";

test("every dashboard page with an id: the object in its own mode, not found in the other", async ({ signedIn: page }) => {
  // 34 page loads after making an object of every kind (two paid sessions, a subscription).
  test.setTimeout(180_000);
  const objects = await createDashboardObjects(page, unique());
  // Every page under a dynamic [id] segment, as its URL template ("/dashboard/customers/[id]/edit").
  const pages = pageRoutes()
    .filter((route) => route.startsWith("/dashboard/") && route.includes("[id]"))
    .map((template) => ({ template, url: dashboardUrl(template, objects) }));
  expect(pages.length).toBeGreaterThanOrEqual(17);

  // Test mode: each page shows its object.
  for (const p of pages) {
    await page.goto(p.url);
    await expect(page.getByRole("heading", { level: 1 }), p.template).toBeVisible();
    await expect(page.getByRole("heading", { name: /not found/i }), p.template).toHaveCount(0);
  }

  // Live mode: the same URLs are "not found", and the object's details are nowhere on the page.
  const url = new URL(page.url());
  await page.context().addCookies([{ name: "cp_mode", value: "live", domain: url.hostname, path: "/" }]);
  for (const p of pages) {
    await page.goto(p.url);
    await expect(page.getByRole("heading", { name: /not found/i }), p.template).toBeVisible();
    await expect(page.getByText(objects.productName)).toHaveCount(0);
    await expect(page.getByText(objects.customerEmail)).toHaveCount(0);
  }
});
