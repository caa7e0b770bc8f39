// Developers → Logs (issue 23): requests made with the test secret key show in the dashboard as a
// merchant sees them: found by request id, filtered to 4xx, a create in full on its own page
// (the body sent, its Idempotency-Key, the key's last four), and a customer's "View requests"
// opens the list filtered to that customer. Other specs make requests of the same merchant at the
// same time: this one follows its own requests by id, never by position in an unfiltered list.
import type { APIResponse, Locator, Page } from "@playwright/test";
import { expect, seededKeys, test, unique } from "./fixtures";

/** The X-Request-Id of an answer: the log's id. */
function requestId(response: APIResponse): string {
  const id = response.headers()["x-request-id"];
  expect(id).toMatch(/^req_/);
  return id;
}

/** The list has loaded (not busy): what the test reads next is on screen. */
async function settled(page: Page): Promise<Locator> {
  const table = page.getByRole("table", { name: "Request logs" });
  await expect(table).toBeVisible();
  await expect(table).not.toHaveAttribute("aria-busy", "true");
  return table;
}

/** The row of one request (its path links to its page). */
const rowOf = (table: Locator, id: string) => table.locator("tbody tr").filter({ has: table.page().locator(`a[href="/dashboard/developers/logs/${id}"]`) });

/** The value of a fact on a request's page ("Idempotency key" → its dd). */
const detail = (page: Page, label: string) => page.locator(`dt:text-is("${label}") + dd`);

const DURATION = /^(<1|\d+) ms$|^\d+\.\d\d s$/;
// (Intl puts a narrow no-break space before AM/PM: \s matches it.)
const TIME = /^(\w{3} \d{1,2}, )?\d{1,2}:\d\d:\d\d\s[AP]M$/;

test("requests made with the test key: found in Logs, filtered to 4xx, a create in full, a customer's requests from its page", async ({
  signedIn: page,
  request,
}) => {
  const key = seededKeys().test_secret_key;
  const source = `Seed key …${key.slice(-4)}`;
  const headers = { Authorization: `Bearer ${key}` };
  const tag = unique();

  // A create with an Idempotency-Key, a read of what it made, and a validation error.
  const body = { customer: { email: `logs.${tag}@example.com`, first_name: "Lena", last_name: `Logs${tag}` } };
  const idempotencyKey = `logs-${tag}`;
  const created = await request.post("/v1/customers", { headers: { ...headers, "Idempotency-Key": idempotencyKey }, data: body });
  expect(created.status()).toBe(200);
  const createId = requestId(created);
  const customerId: string = (await created.json()).customer.customer_id;
  const read = await request.get(`/v1/customers/${customerId}`, { headers });
  expect(read.status()).toBe(200);
  const readId = requestId(read);
  const refused = await request.post("/v1/customers", { headers, data: { customer: { email: "not-an-email" } } });
  expect(refused.status()).toBe(422);
  const refusedId = requestId(refused);

  // Developers → Logs.
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Developers" }).click();
  await expect(page).toHaveURL(/\/dashboard\/developers$/);
  await page.getByRole("navigation", { name: "Developers" }).getByRole("link", { name: "Logs", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/developers\/logs$/);
  await expect(page.getByRole("navigation", { name: "Developers" }).getByRole("link", { name: "Logs", exact: true })).toHaveAttribute("aria-current", "page");
  let table = await settled(page);

  // Found by its request id, as support would ask for it: one row, every column as sent.
  await page.getByRole("searchbox", { name: "Request ID" }).fill(createId);
  await expect(page).toHaveURL(new RegExp(`request_id=${createId}`));
  table = await settled(page);
  await expect(table.locator("tbody tr")).toHaveCount(1);
  await expect(rowOf(table, createId).getByRole("cell")).toHaveText(["200 OK", "POST", "/v1/customers", source, DURATION, TIME]);
  await page.getByRole("button", { name: "Reset filters" }).click();
  await expect(page).toHaveURL(/\/dashboard\/developers\/logs$/);

  // Status 4xx: the validation error is there, and nothing but 4xx answers.
  await page.getByRole("combobox", { name: "Status" }).selectOption("4xx");
  await expect(page).toHaveURL(/status_class=4xx/);
  table = await settled(page);
  await expect(rowOf(table, refusedId).getByRole("cell")).toHaveText(["422 ERR", "POST", "/v1/customers", source, DURATION, TIME]);
  const statuses = await table.locator("tbody tr td:first-child").allTextContents();
  expect(statuses.length).toBeGreaterThan(0);
  for (const status of statuses) expect(status).toMatch(/^4\d\d ERR$/);
  await expect(rowOf(table, createId)).toHaveCount(0);
  await expect(rowOf(table, readId)).toHaveCount(0);

  // The create in full: its summary, the body sent pretty-printed, its Idempotency-Key, the key.
  await page.goto(`/dashboard/developers/logs/${createId}`);
  await expect(page.getByRole("heading", { level: 1, name: "POST /v1/customers" })).toBeVisible();
  await expect(page.getByRole("main").getByText("200 OK", { exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByText(createId, { exact: true })).toBeVisible();
  await expect(detail(page, "Source")).toHaveText(source);
  await expect(detail(page, "Endpoint")).toHaveText("/v1/customers");
  await expect(detail(page, "Idempotency key")).toHaveText(idempotencyKey);
  await expect(detail(page, "Client address")).toHaveText(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
  await expect(page.getByLabel("request body", { exact: true })).toHaveText(JSON.stringify(body, null, 2));
  await expect(page.getByLabel("response body", { exact: true })).toContainText(`"customer_id": "${customerId}"`);
  await expect(page.getByRole("button", { name: "Copy request body" })).toBeVisible();

  // A read has no body.
  await page.goto(`/dashboard/developers/logs/${readId}`);
  await expect(page.getByRole("heading", { level: 1, name: `GET /v1/customers/${customerId}` })).toBeVisible();
  await expect(page.getByText("No body", { exact: true })).toHaveCount(1);
  await expect(page.getByLabel("request body", { exact: true })).toHaveCount(0);
  await expect(page.getByLabel("response body", { exact: true })).toContainText(`"customer_id": "${customerId}"`);

  // From the log to the customer, and its "View requests" back to the list filtered to it.
  await page.goto(`/dashboard/developers/logs/${createId}`);
  await detail(page, "Object").getByRole("link", { name: "View customer" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/customers/${customerId}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Lena Logs${tag}` })).toBeVisible();
  await page.getByRole("link", { name: "View requests" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/developers/logs\\?object_id=${customerId}$`));
  await expect(page.getByText(`Customer: ${customerId}`)).toBeVisible();
  table = await settled(page);
  // Newest first: the read, then the create; the 422 made no customer.
  await expect(table.locator("tbody tr")).toHaveCount(2);
  await expect(table.locator("tbody tr").nth(0).getByRole("cell")).toHaveText(["200 OK", "GET", `/v1/customers/${customerId}`, source, DURATION, TIME]);
  await expect(table.locator("tbody tr").nth(1).getByRole("cell")).toHaveText(["200 OK", "POST", "/v1/customers", source, DURATION, TIME]);
  await page.getByRole("button", { name: "Remove customer filter" }).click();
  await expect(page).toHaveURL(/\/dashboard\/developers\/logs$/);

  // Live mode has its own logs: the test request is not among them, and the switch stays on Logs.
  const modeSwitch = page.getByRole("switch", { name: "Test mode" });
  await modeSwitch.click();
  await expect(modeSwitch).toHaveAttribute("aria-checked", "false");
  await expect(page).toHaveURL(/\/dashboard\/developers\/logs$/);
  await page.getByRole("searchbox", { name: "Request ID" }).fill(createId);
  await expect(page.getByText("No requests match these filters")).toBeVisible();
  await modeSwitch.click();
  await expect(modeSwitch).toHaveAttribute("aria-checked", "true");
});
