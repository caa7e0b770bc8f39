// Data and runners for the export tests: payments inserted in bulk (as a busy merchant's history
// would be: many rows, several sharing a millisecond), customers with names and metadata that
// test CSV quoting, and a loop that drives an export's job the way the job runner does.
import { asc, eq } from "drizzle-orm";
import { parse } from "csv-parse/sync";
import type { Db } from "@/lib/db/client";
import { events, exportChunks, exports, paymentIntents, refunds } from "@/lib/db/schema";
import { newId } from "@/lib/db/ids";
import { PAYMENT_INTENT_STATUSES } from "@/lib/schemas/payment-intent";
import type { Scope } from "@/lib/server/scope";
import { createCustomer } from "@/lib/server/services/customers/create-customer";
import { runExportSlice, type ExportRunOptions } from "@/lib/server/services/exports/run-export";

/** Names and metadata values that break naive CSV: commas, quotes, CR/LF, leading spaces, unicode, formulas. */
export const TRICKY = [
  "Smith, John",
  'Dwayne "The Rock" Johnson',
  "Line one\nline two",
  "Carriage\rreturn",
  "Windows\r\nbreak",
  "  leading and trailing  ",
  "Zoë Ångström-Ørsted",
  "李小龍",
  "👩🏽‍⚕️ Dr. Emoji",
  "=SUM(A1:A9)",
  '"',
  ",",
  'O\'Brien; Mc"Q", Jr.',
];

export async function trickyCustomers(scope: Scope, count: number) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const t = TRICKY[i % TRICKY.length];
    out.push(
      await createCustomer(scope, {
        first_name: t,
        last_name: `${TRICKY[(i + 3) % TRICKY.length]} #${i}`,
        email: `tricky.${i}@example.com`,
        metadata: { note: TRICKY[(i + 5) % TRICKY.length], nested: { list: [t, i], ok: true }, n: i },
      }),
    );
  }
  return out;
}

/**
 * Inserts `count` payment intents. created_at goes back one millisecond every third row, so ties
 * on created_at are broken by id as the list does. Statuses cycle through every status.
 */
export async function insertPayments(
  scope: Scope,
  count: number,
  options: { customers?: string[]; start?: Date; metadata?: (i: number) => Record<string, unknown>; statuses?: readonly string[] } = {},
): Promise<string[]> {
  const start = options.start ?? new Date(Date.now() - count * 1000);
  const statuses = options.statuses ?? PAYMENT_INTENT_STATUSES;
  const ids: string[] = [];
  const rows = [];
  for (let i = 0; i < count; i++) {
    const id = newId("paymentIntent");
    ids.push(id);
    const amount = 1 + ((i * 7919) % 250_000);
    const status = statuses[i % statuses.length];
    rows.push({
      id,
      accountId: scope.accountId,
      testMode: scope.testMode,
      checkoutSessionId: null,
      cart: "whole",
      amount,
      amountCapturable: status === "requires_capture" ? amount : 0,
      amountReceived: status === "succeeded" ? amount : 0,
      amountRefunded: status === "succeeded" && i % 5 === 0 ? Math.floor(amount / 3) : 0,
      status,
      captureMethod: i % 4 === 0 ? "manual" : "automatic",
      customerId: options.customers?.length ? options.customers[i % options.customers.length] : null,
      paymentMethod: i % 2 ? "pm_card_visa" : "pm_card_hsa_fsa",
      latestCharge: status === "succeeded" ? `fch_${id.slice(4)}` : null,
      clientSecret: `${id}_secret_test`,
      lastPaymentError: i % 11 === 0 ? { code: "card_declined", decline_code: null, message: 'Declined, "sorry"\nTry again', payment_method: null } : null,
      metadata: options.metadata ? options.metadata(i) : { order: `#${i}` },
      createdAt: new Date(start.getTime() + Math.floor(i / 3)),
    });
  }
  // The books balance as the services would leave them (the PostgreSQL pass checks the whole
  // database): a succeeded intent has its payment_intent.succeeded event, and a refunded amount
  // is a settled refund with its refund.created and refund.updated events.
  const refundRows = rows
    .filter((r) => r.amountRefunded > 0)
    .map((r) => ({
      id: newId("refund"),
      accountId: scope.accountId,
      testMode: scope.testMode,
      paymentIntentId: r.id,
      amount: r.amountRefunded,
      status: "succeeded",
      referenceType: "acquirer_reference_number",
      referenceStatus: "available",
      referenceId: `ARN${r.id.slice(-12)}`,
      metadata: {},
      createdAt: r.createdAt,
    }));
  const event = (type: string, objectType: string, objectId: string, createdAt: Date) => ({
    id: newId("event"),
    accountId: scope.accountId,
    testMode: scope.testMode,
    eventType: type,
    objectType,
    objectId,
    object: { [objectType]: { [`${objectType}_id`]: objectId } },
    createdAt,
  });
  const eventRows = [
    ...rows.filter((r) => r.status === "succeeded").map((r) => event("payment_intent.succeeded", "payment_intent", r.id, r.createdAt)),
    ...refundRows.flatMap((r) => [event("refund.created", "refund", r.id, r.createdAt), event("refund.updated", "refund", r.id, r.createdAt)]),
  ];
  for (let i = 0; i < rows.length; i += 500) await scope.db.insert(paymentIntents).values(rows.slice(i, i + 500));
  for (let i = 0; i < refundRows.length; i += 500) await scope.db.insert(refunds).values(refundRows.slice(i, i + 500));
  for (let i = 0; i < eventRows.length; i += 500) await scope.db.insert(events).values(eventRows.slice(i, i + 500));
  return ids;
}

/** Runs slices until the export leaves created/running (what the job and its continuations do). */
export async function runToEnd(db: Db, id: string, options: ExportRunOptions = {}) {
  for (let i = 0; i < 100_000; i++) {
    const result = await runExportSlice(db, id, { sliceMs: 0, ...options });
    if (result.state !== "more") break;
  }
  const [row] = await db.select().from(exports).where(eq(exports.id, id));
  return row;
}

/** The stored file, chunks concatenated in order, as a download would send it. */
export async function storedFile(db: Db, id: string): Promise<string> {
  const chunks = await db.select({ data: exportChunks.data }).from(exportChunks).where(eq(exportChunks.exportId, id)).orderBy(asc(exportChunks.seq));
  return chunks.map((c) => c.data).join("");
}

/** Header and rows (as objects keyed by the header) of a CSV text. */
export function parseCsv(text: string): { header: string[]; rows: Record<string, string>[] } {
  const records = parse(text, { relax_column_count: false }) as string[][];
  const [header, ...body] = records;
  return { header, rows: body.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]]))) };
}
