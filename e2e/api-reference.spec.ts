// The rendered API reference (Scalar, served from this origin) and the files in public/.
import { expect, SCALAR_RENDER_MS, test } from "./fixtures";

test("the Developers page's API reference link opens the rendered reference of /openapi.json", async ({ signedIn: page }) => {
  test.slow();
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Developers" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Developers" })).toBeVisible();
  // The raw document stays as a secondary link.
  await expect(page.getByRole("main").getByRole("link", { name: /openapi\.json/ })).toHaveAttribute("href", "/openapi.json");

  const link = page.getByRole("main").getByRole("link", { name: "API reference" });
  await expect(link).toHaveAttribute("href", "/api-reference");
  // Every API reference link of the dashboard leads there too (the header's included).
  for (const href of await page.getByRole("link", { name: "API reference" }).evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
    expect(href).toBe("/api-reference");
  }

  const scripts: string[] = [];
  const external: string[] = [];
  page.context().on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin !== new URL(page.url()).origin) external.push(request.url());
    else if (request.resourceType() === "script") scripts.push(url.pathname);
  });
  const [reference] = await Promise.all([page.waitForEvent("popup"), link.click()]);
  await expect(reference).toHaveURL(/\/api-reference$/);
  await expect(reference).toHaveTitle("API reference · Commerce Payments");

  // Scalar renders the document: its title, then an operation once its group is opened. Its
  // 3.5 MB bundle renders the whole document first: seconds, many more on a busy machine.
  await expect(reference.getByRole("heading", { name: "Commerce Payments API" })).toBeVisible({ timeout: SCALAR_RENDER_MS });
  const sidebar = reference.getByRole("navigation", { name: "Sidebar for Commerce Payments API" });
  await sidebar.getByRole("button", { name: /^Checkout sessions/ }).click();
  await expect(sidebar.getByRole("button", { name: /^Create a checkout session .*HTTP Method: POST$/ })).toBeVisible();
  await expect(reference.getByRole("heading", { name: /^Create a checkout session/ })).toBeVisible();

  // The viewer came from this origin; nothing was fetched from a CDN.
  expect(scripts).toContain("/api-reference/scalar.js");
  expect(external).toEqual([]);
});

test("/api-reference needs no inline script: the bundle is served from this origin, cached for a year", async ({ page, request }) => {
  const response = await page.goto("/api-reference");
  expect(response?.status()).toBe(200);
  const config = page.locator("script#api-reference");
  await expect(config).toHaveAttribute("data-url", "/openapi.json");
  expect(JSON.parse((await config.getAttribute("data-configuration"))!)).toMatchObject({ withDefaultFonts: false, telemetry: false });
  await expect(config).toHaveText("");
  const src = await page.locator('script[src^="/api-reference/scalar.js"]').getAttribute("src");
  expect(src).toMatch(/^\/api-reference\/scalar\.js\?v=\d+\.\d+\.\d+$/);
  await expect(page.getByRole("heading", { name: "Commerce Payments API" })).toBeVisible({ timeout: SCALAR_RENDER_MS });

  const bundle = await request.get(src!);
  expect(bundle.status()).toBe(200);
  expect(bundle.headers()["content-type"]).toBe("text/javascript; charset=utf-8");
  expect(bundle.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(await bundle.text()).toContain("@scalar/api-reference");
});

test("robots.txt keeps the dashboard, checkout, API and reference out of search engines", async ({ request }) => {
  const res = await request.get("/robots.txt");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toMatch(/^text\/plain/);
  const rules = (await res.text()).split("\n").filter((line) => line && !line.startsWith("#"));
  expect(rules).toEqual(["User-agent: *", "Disallow: /dashboard", "Disallow: /pay", "Disallow: /login", "Disallow: /v1", "Disallow: /api-reference"]);
});

test("the logo, icons and web manifest are served from public/ and used by the pages", async ({ page, request }) => {
  const logo = await request.get("/logo.svg");
  expect(logo.status()).toBe(200);
  expect(logo.headers()["content-type"]).toBe("image/svg+xml");
  expect(await logo.text()).toContain("<svg");
  for (const [path, type] of [
    ["/favicon.ico", "image/x-icon"],
    ["/favicon.svg", "image/svg+xml"],
    ["/icon-192.png", "image/png"],
    ["/icon-512.png", "image/png"],
    ["/apple-touch-icon.png", "image/png"],
  ]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()["content-type"], path).toBe(type);
  }
  const manifest = await request.get("/site.webmanifest");
  expect(manifest.status()).toBe(200);
  expect(await manifest.json()).toMatchObject({
    name: "Commerce Payments",
    theme_color: "#635bff",
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  });

  // The login page shows the logo and links the icons and the manifest.
  await page.goto("/login");
  const mark = page.locator('img[src="/logo.svg"]').first();
  await expect(mark).toBeVisible();
  await expect.poll(() => mark.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.locator('head link[rel="icon"][href="/favicon.ico"]')).toHaveCount(1);
  await expect(page.locator('head link[rel="icon"][href="/favicon.svg"]')).toHaveAttribute("type", "image/svg+xml");
  await expect(page.locator('head link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/apple-touch-icon.png");
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute("href", "/site.webmanifest");
});
