// An export of 1,000 payments whose customers and metadata hold commas, quotes, line breaks and
// unicode survives a round trip: parsed back with csv-parse, every field equals the API object's.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/client";
import type { Customer } from "@/lib/schemas/customer";
import type { PaymentIntent } from "@/lib/schemas/payment-intent";
import type { Scope } from "@/lib/server/scope";
import { createExport } from "@/lib/server/services/exports/create-export";
import { listPaymentIntents } from "@/lib/server/services/payment-intents/list-payment-intents";
import { newMerchantScope, openTestDatabase } from "../helpers/test-db";
import { TRICKY, insertPayments, parseCsv, runToEnd, storedFile, trickyCustomers } from "./helpers";

let database: Database;
let scope: Scope;

beforeAll(async () => {
  database = await openTestDatabase();
  scope = await newMerchantScope(database);
});
afterAll(async () => {
  await database?.close();
});

/** Every payment intent of the merchant as GET /v1/payment_intents?expand=customer pages them. */
async function allIntents(): Promise<PaymentIntent[]> {
  const out: PaymentIntent[] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await listPaymentIntents(scope, { limit: 100, starting_after: cursor }, new Set(["customer"]));
    out.push(...page.data);
    if (!page.hasMore) return out;
    cursor = page.nextCursor!;
  }
}

/** Dollars the way a spreadsheet user reads cents (a separate computation from the exporter's). */
const dollars = (cents: number | null) => (cents === null ? "" : (cents / 100).toFixed(2));
/** Text as a spreadsheet-safe cell: one that would run as a formula gets a leading quote (OWASP). */
const textOf = (v: string | null | undefined) => (v ? (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v) : "");

const EXPECTED_HEADER = [
  "payment_intent_id",
  "amount",
  "amount_dollars",
  "amount_capturable",
  "amount_capturable_dollars",
  "amount_received",
  "amount_received_dollars",
  "amount_refunded",
  "amount_refunded_dollars",
  "application_fee_amount",
  "application_fee_amount_dollars",
  "customer",
  "customer.email",
  "customer.first_name",
  "customer.last_name",
  "transfer_data.amount",
  "transfer_data.amount_dollars",
  "transfer_data.destination",
  "status",
  "latest_charge",
  "created_at",
  "invoice",
  "capture_method",
  "metadata",
  "payment_method",
  "test_mode",
  "transfer_group",
  "checkout_session",
  "cart",
  "last_payment_error",
  "card.brand",
  "card.last4",
  "processor.name",
  "processor.payment_id",
  "dispute_status",
];

describe("payment export round trip", () => {
  it("1,000 payments with tricky customers and metadata: every field of every row equals the API object", async () => {
    const customers = await trickyCustomers(scope, 26);
    await insertPayments(scope, 1000, {
      customers: customers.map((c) => c.customer_id),
      metadata: (i) => ({ memo: TRICKY[i % TRICKY.length], "key, with comma": `"${i}"`, amounts: [i, i / 2], deep: { line: "a\r\nb" } }),
    });
    const created = await createExport(scope, { type: "payment", description: "All payments", metadata: {}, filters: {} });
    const done = await runToEnd(scope.db, created.export_id, { batchRows: 128 });
    expect(done.status).toBe("completed");
    expect(done.rowCount).toBe(1000);
    expect(done.progress).toBe(1000);

    const text = await storedFile(scope.db, created.export_id);
    // The file the API describes: size in UTF-8 bytes and its SHA-256.
    expect(done.fileSize).toBe(Buffer.byteLength(text, "utf8"));
    expect(done.fileSha256).toBe(createHash("sha256").update(text, "utf8").digest("hex"));
    // RFC 4180: CRLF after every record; a client secret never goes into a file.
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text).not.toContain("_secret_");

    const { header, rows } = parseCsv(text);
    expect(header).toEqual(EXPECTED_HEADER);
    const intents = await allIntents();
    expect(intents).toHaveLength(1000);
    expect(rows.map((r) => r.payment_intent_id)).toEqual(intents.map((p) => p.payment_intent_id));

    let trickyNames = 0;
    rows.forEach((row, i) => {
      const pi = intents[i];
      const customer = pi.customer as Customer;
      expect(row, pi.payment_intent_id).toEqual({
        payment_intent_id: pi.payment_intent_id,
        amount: String(pi.amount),
        amount_dollars: dollars(pi.amount),
        amount_capturable: String(pi.amount_capturable),
        amount_capturable_dollars: dollars(pi.amount_capturable),
        amount_received: String(pi.amount_received),
        amount_received_dollars: dollars(pi.amount_received),
        amount_refunded: String(pi.amount_refunded),
        amount_refunded_dollars: dollars(pi.amount_refunded),
        application_fee_amount: "",
        application_fee_amount_dollars: "",
        customer: customer.customer_id,
        "customer.email": textOf(customer.email),
        "customer.first_name": textOf(customer.first_name),
        "customer.last_name": textOf(customer.last_name),
        "transfer_data.amount": "",
        "transfer_data.amount_dollars": "",
        "transfer_data.destination": "",
        status: pi.status,
        latest_charge: textOf(pi.latest_charge),
        created_at: pi.created_at,
        invoice: "",
        capture_method: pi.capture_method,
        metadata: row.metadata,
        payment_method: textOf(pi.payment_method),
        test_mode: "true",
        transfer_group: textOf(pi.transfer_group),
        checkout_session: textOf(pi.checkout_session),
        cart: pi.cart,
        last_payment_error: row.last_payment_error,
        "card.brand": textOf(pi.card?.brand),
        "card.last4": textOf(pi.card?.last4),
        "processor.name": textOf(pi.processor?.name),
        "processor.payment_id": textOf(pi.processor?.payment_id),
        dispute_status: textOf(pi.dispute_status),
      });
      // JSON columns hold exactly the API's objects.
      expect(JSON.parse(row.metadata)).toEqual(pi.metadata);
      expect(row.last_payment_error === "" ? null : JSON.parse(row.last_payment_error)).toEqual(pi.last_payment_error);
      expect(new Date(row.created_at).toISOString()).toBe(row.created_at);
      if (/[,"\r\n]/.test(row["customer.first_name"])) trickyNames++;
    });
    // The data really did exercise quoting.
    expect(trickyNames).toBeGreaterThan(300);
  });
});
