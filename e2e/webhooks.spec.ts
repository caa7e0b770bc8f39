// Events and webhooks in the dashboard: an endpoint created in the browser receives a signed
// checkout.session.completed from a real payment, and a Resend sends it once more.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Webhook } from "standardwebhooks";
import { expect, test, unique } from "./fixtures";

function testKey(): string {
  const raw = readFileSync(fileURLToPath(new URL(`.seed-${process.env.E2E_PORT || 3210}.json`, import.meta.url)), "utf8");
  return (JSON.parse(raw.split("\n").find((l) => l.trim().startsWith("{"))!) as { test_secret_key: string }).test_secret_key;
}

/** The endpoints list has loaded (not busy): what the test reads next is on screen. */
async function expectListSettled(page: import("@playwright/test").Page) {
  const table = page.getByRole("table", { name: "Webhook endpoints" });
  await expect(table).toBeVisible();
  await expect(table).not.toHaveAttribute("aria-busy", "true");
}

type Received = { headers: http.IncomingHttpHeaders; body: string };

async function receiver() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.end("thanks");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(r);
      }),
  };
}

test("an endpoint made in the dashboard receives a signed checkout.session.completed; Resend sends it again", async ({ signedIn: page, request }) => {
  const sink = await receiver();
  try {
    await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Events and webhooks" }).click();
    await expect(page).toHaveURL(/\/dashboard\/events$/);
    await page.getByRole("navigation", { name: "Events and webhooks" }).getByRole("link", { name: "Webhooks", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/events\/webhooks$/);
    await expectListSettled(page);
    await page.getByRole("button", { name: "Add endpoint" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add an endpoint" });
    await dialog.getByLabel("Endpoint URL").fill(sink.url);
    await dialog.getByRole("textbox", { name: /^Description/ }).fill(`Orders ${unique()}`);
    await dialog.getByLabel("Search event types").fill("checkout.session.completed");
    await dialog.getByRole("checkbox", { name: /checkout\.session\.completed/ }).check();
    await dialog.getByRole("button", { name: "Add endpoint" }).click();

    const secretDialog = page.getByRole("dialog", { name: "Save your signing secret" });
    const secret = (await secretDialog.getByTestId("signing-secret").textContent())!;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    await secretDialog.getByRole("button", { name: "Done" }).click();
    await expect(page).toHaveURL(/\/dashboard\/events\/webhooks\/fwh_/);
    await expect(page.getByRole("heading", { name: sink.url.replace("http://", "") })).toBeVisible();
    // Shown once: the endpoint page never shows it again.
    await expect(page.getByText(secret)).toHaveCount(0);

    // A shopper pays: the session completes and the event is delivered.
    const headers = { Authorization: `Bearer ${testKey()}` };
    const { product } = await (
      await request.post("/v1/products", { headers, data: { product: { name: `Thermometer ${unique()}`, hsa_fsa_eligibility: "auto_substantiation" } } })
    ).json();
    const { price } = await (await request.post("/v1/prices", { headers, data: { price: { product: product.product_id, unit_amount: 1999 } } })).json();
    const { checkout_session: session } = await (
      await request.post("/v1/checkout/sessions", {
        headers,
        data: { checkout_session: { line_items: [{ price: price.price_id }], client_reference_id: "order-42" } },
      })
    ).json();
    const paid = await request.post(`/v1/test_helpers/checkout/sessions/${session.checkout_session_id}/pay`, {
      headers,
      data: { payment: { payment_method: "pm_card_visa" } },
    });
    expect(paid.status()).toBe(200);

    // Other specs pay sessions of the same merchant meanwhile: follow this session's event.
    let eventId = "";
    await expect
      .poll(async () => {
        const res = await request.get(`/v1/events?event_type=checkout.session.completed&object_id=${session.checkout_session_id}`, { headers });
        eventId = (await res.json()).events[0]?.event_id ?? "";
        return eventId;
      })
      .toMatch(/^fevt_/);
    const deliveries = page.getByRole("table", { name: "Deliveries" });
    const rows = deliveries.getByRole("row").filter({ has: page.locator(`a[href="/dashboard/events/${eventId}"]`) });
    await expect(rows).toHaveCount(1, { timeout: 15_000 });
    await expect(rows).toContainText("Delivered");
    await expect(rows).toContainText("HTTP 200");
    await expect(page.getByTestId("success-rate")).toHaveText("100%");

    await rows.getByRole("button", { name: "Resend" }).click();
    await expect(rows).toHaveCount(2, { timeout: 15_000 });
    const manual = rows.filter({ hasText: "Manual" });
    await expect(manual).toHaveCount(1);
    await expect(manual).toContainText("Delivered");
    await expect(manual).toContainText("#2");
    // The attempt in full. The receiver is on 127.0.0.1 (allowed by the test server's
    // WEBHOOK_ALLOW_PRIVATE_DESTINATIONS): what a private destination answers is never stored.
    await manual.getByRole("button", { name: "HTTP 200" }).click();
    const attemptDialog = page.getByRole("dialog", { name: "Delivery attempt" });
    await expect(attemptDialog.getByTestId("attempt-response")).toHaveText("(not stored: the receiver is on a private network)");
    await attemptDialog.getByRole("button", { name: "Close" }).click();

    // The receiver got both, each verifiable with the secret the dashboard showed once.
    const mine = sink.received.filter((r) => r.headers["webhook-id"] === eventId);
    expect(mine).toHaveLength(2);
    const wh = new Webhook(secret);
    for (const r of mine) {
      const event = wh.verify(r.body, {
        "webhook-id": String(r.headers["webhook-id"]),
        "webhook-timestamp": String(r.headers["webhook-timestamp"]),
        "webhook-signature": String(r.headers["webhook-signature"]),
      }) as { event_type: string; object: { checkout_session: { checkout_session_id: string; status: string; client_reference_id: string } } };
      expect(event.event_type).toBe("checkout.session.completed");
      expect(event.object.checkout_session).toMatchObject({
        checkout_session_id: session.checkout_session_id,
        status: "complete",
        client_reference_id: "order-42",
      });
    }
    // Only the subscribed type ever arrives.
    for (const r of sink.received) expect(JSON.parse(r.body).event_type).toBe("checkout.session.completed");

    // The events table filters by a type prefix; the event's page says where it went.
    await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Events and webhooks" }).click();
    await expect(page).toHaveURL(/\/dashboard\/events$/);
    await page.getByRole("combobox", { name: "Type" }).selectOption("checkout.session.*");
    await expect(page).toHaveURL(/event_type=checkout\.session\.\*/);
    const events = page.getByRole("table", { name: "Events" });
    await expect(events.locator(`a[href="/dashboard/events/${eventId}"]`)).toBeVisible();
    await expect(events.locator("tbody tr").filter({ hasNotText: "checkout.session." })).toHaveCount(0);
    await events.locator(`a[href="/dashboard/events/${eventId}"]`).click();
    await expect(page.getByRole("heading", { name: "checkout.session.completed" })).toBeVisible();
    await expect(page.getByTestId("event-delivery").filter({ hasText: sink.url.replace("http://", "") })).toContainText("2 attempts");
    await expect(page.getByLabel("event JSON", { exact: true })).toContainText(session.checkout_session_id);
    await expect(page.getByRole("link", { name: "View checkout session" })).toHaveAttribute(
      "href",
      `/dashboard/checkout-sessions/${session.checkout_session_id}`,
    );
  } finally {
    await sink.close();
  }
});

test("the endpoints list paints with its data (prefetched on the server), and Add endpoint opens at once", async ({ signedIn: page }) => {
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Events and webhooks" }).click();
  await expect(page).toHaveURL(/\/dashboard\/events$/);
  // The page arrives with its rows: no skeleton, not busy.
  await page.getByRole("navigation", { name: "Events and webhooks" }).getByRole("link", { name: "Webhooks", exact: true }).click();
  const table = page.getByRole("table", { name: "Webhook endpoints" });
  await expect(table).toBeVisible();
  await expect(table).not.toHaveAttribute("aria-busy", "true");
  await expect(page.getByTestId("table-skeleton-row")).toHaveCount(0);

  await page.getByRole("button", { name: "Add endpoint" }).first().click({ timeout: 5_000 });
  const dialog = page.getByRole("dialog", { name: "Add an endpoint" });
  await dialog.getByLabel("Endpoint URL").fill("http://127.0.0.1:9/new-endpoint", { timeout: 5_000 });
  await expect(dialog.getByLabel("Endpoint URL")).toHaveValue("http://127.0.0.1:9/new-endpoint");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
});

test("deleting an endpoint asks for confirmation, then it is gone", async ({ signedIn: page }) => {
  const url = `http://127.0.0.1:9/delete-${unique()}`;
  await page.goto("/dashboard/webhooks");
  await expect(page).toHaveURL(/\/dashboard\/events\/webhooks$/);
  await expectListSettled(page);
  await page.getByRole("button", { name: "Add endpoint" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add an endpoint" });
  await dialog.getByLabel("Endpoint URL").fill(url);
  await dialog.getByRole("checkbox", { name: "All events" }).check();
  await dialog.getByRole("button", { name: "Add endpoint" }).click();
  await page.getByRole("dialog", { name: "Save your signing secret" }).getByRole("button", { name: "Done" }).click();
  await expect(page).toHaveURL(/\/dashboard\/events\/webhooks\/fwh_/);

  await page.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this endpoint?" });
  await expect(confirm).toContainText(url);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("heading", { name: url.replace("http://", "") })).toBeVisible();
  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog", { name: "Delete this endpoint?" }).getByRole("button", { name: "Delete endpoint" }).click();
  await expect(page).toHaveURL(/\/dashboard\/events\/webhooks$/);
  await expect(page.getByRole("table", { name: "Webhook endpoints" })).not.toContainText(url.replace("http://", ""));
});
