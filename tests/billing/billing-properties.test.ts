// Property test of the billing engine (issue 9): random sequences of price changes, quantity
// changes, cancellations and clock advances over a year. Whatever happens, the invoices bill the
// prorated usage to the cent (checked line by line against an independent model), no period is
// billed twice, periods follow each other without gaps, and the money invariants hold.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/client";
import { checkoutSessionCreateSchema } from "@/lib/schemas/checkout-session";
import { subscriptionUpdateSchema } from "@/lib/schemas/subscription";
import { advanceTestClock } from "@/lib/server/billing/advance-test-clock";
import { createCheckoutSession } from "@/lib/server/services/checkout/create-checkout-session";
import { payCheckoutSession } from "@/lib/server/services/checkout/pay-checkout-session";
import { checkMoneyInvariants } from "@/lib/server/services/invariants/check-money-invariants";
import { listInvoices } from "@/lib/server/services/invoices/list-invoices";
import { createPrice } from "@/lib/server/services/prices/create-price";
import { createProduct } from "@/lib/server/services/products/create-product";
import { cancelSubscription } from "@/lib/server/services/subscriptions/cancel-subscription";
import { getSubscription } from "@/lib/server/services/subscriptions/get-subscription";
import { updateSubscription } from "@/lib/server/services/subscriptions/update-subscription";
import type { Scope } from "@/lib/server/scope";
import { newMerchantScope, openTestDatabase } from "../helpers/test-db";

let database: Database;
let prices: { id: string; unit: number }[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** Round half up on the magnitude, in BigInt: the documented rule, written again independently. */
function expectedProration(amount: number, remainingMs: number, periodMs: number): number {
  const r = BigInt(Math.floor(remainingMs / 1000));
  const p = BigInt(Math.floor(periodMs / 1000));
  return Number((BigInt(amount) * r * 2n + p) / (2n * p));
}

type Command =
  | { kind: "price"; to: number; behavior: "always_invoice" | "create_prorations" }
  | { kind: "quantity"; to: number; behavior: "always_invoice" | "create_prorations" }
  | { kind: "advance"; days: number }
  | { kind: "cancel" };

const behavior = fc.constantFrom("always_invoice" as const, "create_prorations" as const);
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant("price" as const), to: fc.integer({ min: 0, max: 2 }), behavior }),
  fc.record({ kind: fc.constant("quantity" as const), to: fc.integer({ min: 1, max: 4 }), behavior }),
  fc.record({ kind: fc.constant("advance" as const), days: fc.integer({ min: 1, max: 45 }) }),
  fc.record({ kind: fc.constant("cancel" as const) }),
);

type Invoice = Awaited<ReturnType<typeof listInvoices>>["data"][number];

async function allInvoices(scope: Scope, subscription: string): Promise<Invoice[]> {
  const out: Invoice[] = [];
  for (let after: string | undefined; ;) {
    const page = await listInvoices(scope, { subscription, limit: 100, starting_after: after });
    out.push(...page.data);
    if (!page.hasMore) break;
    after = page.data[page.data.length - 1].invoice_id;
  }
  return out.reverse();
}

describe("billing over a year", () => {
  it("bills exactly the prorated usage, each period once", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 8 }), async (commands) => {
        // A merchant (and test clock) of its own per run.
        const scope = await newMerchantScope(database);
        const product = await createProduct(scope, { name: "Supplies plan", hsa_fsa_eligibility: "auto_substantiation" });
        prices = [];
        for (const unit of [1999, 3333, 4999]) {
          const p = await createPrice(scope, { product: product.product_id, unit_amount: unit, type: "recurring", recurring: { interval: "monthly" } });
          prices.push({ id: p.price_id, unit });
        }
        const session = await createCheckoutSession(
          scope,
          checkoutSessionCreateSchema.parse({ mode: "subscription", line_items: [{ price: prices[0].id, quantity: 1 }] }),
        );
        const paid = await payCheckoutSession(scope, session.checkout_session_id, { payment_method: "pm_card_hsa_fsa" });
        const id = paid.subscription as string;
        const start = Date.parse((await getSubscription(scope, id)).created_at);
        const state = { price: 0, quantity: 1, canceled: false };

        for (const c of commands) {
          const sub = await getSubscription(scope, id);
          if (sub.status === "canceled") break;
          if (c.kind === "advance") await advanceTestClock(scope, { seconds: c.days * 86_400 });
          else if (c.kind === "cancel") {
            await cancelSubscription(scope, id);
            state.canceled = true;
          } else if (!state.canceled) {
            const change = c.kind === "price" ? { price: prices[c.to].id } : { quantity: c.to };
            await updateSubscription(
              scope,
              id,
              subscriptionUpdateSchema.parse({
                proration_behavior: c.behavior,
                items: [{ subscription_item_id: sub.items[0].subscription_item_id, ...change }],
              }),
            );
            if (c.kind === "price") state.price = c.to;
            else state.quantity = c.to;
          }
        }
        // Then the rest of the year.
        const clock = Date.parse((await advanceTestClock(scope, { seconds: 1 })).now);
        const yearEnd = start + 366 * 86_400_000;
        if (clock < yearEnd) await advanceTestClock(scope, { seconds: Math.ceil((yearEnd - clock) / 1000) });

        const invoices = await allInvoices(scope, id);
        const cycles = invoices.filter((i) => i.billing_reason !== "subscription_update");
        // No period billed twice; each period starts where the previous one ended.
        const starts = cycles.map((i) => i.period_start);
        expect(new Set(starts).size).toBe(starts.length);
        for (let i = 1; i < cycles.length; i++) expect(cycles[i].period_start).toBe(cycles[i - 1].period_end);

        // Every line, recomputed: a full line is unit × quantity; a proration line is the
        // documented share of its period (whose bounds the cycle invoices give).
        const periodOf = (at: number) => cycles.find((p) => Date.parse(p.period_start) <= at && at < Date.parse(p.period_end))!;
        let usage = 0;
        for (const invoice of invoices) {
          let lines = 0;
          for (const line of invoice.lines) {
            const unit = prices.find((p) => p.id === line.price)!.unit;
            expect(line.unit_amount).toBe(unit);
            let amount: number;
            if (!line.proration) amount = unit * line.quantity;
            else {
              const at = Date.parse(line.period_start);
              const period = periodOf(at);
              const share = expectedProration(
                unit * line.quantity,
                Date.parse(line.period_end) - at,
                Date.parse(period.period_end) - Date.parse(period.period_start),
              );
              amount = line.amount < 0 ? -share : share;
              expect(line.period_end).toBe(period.period_end);
            }
            expect(line.amount, `${invoice.invoice_id} ${line.description}`).toBe(amount);
            lines += amount;
          }
          expect(invoice.total).toBe(lines);
          usage += lines;
        }
        // Everything billed was paid (the test card never declines), credit included.
        const sub = await getSubscription(scope, id);
        expect(invoices.every((i) => i.status === "paid")).toBe(true);
        const totals = invoices.reduce((s, i) => s + i.total, 0);
        const paidAmounts = invoices.reduce((s, i) => s + i.amount_paid, 0);
        expect(totals).toBe(usage);
        expect(paidAmounts).toBe(usage + sub.credit_balance);
        // The final item is what the commands left.
        expect([sub.items[0].price.price_id, sub.items[0].quantity]).toEqual([prices[state.price].id, state.quantity]);
        if (state.canceled) expect(sub.status).toBe("canceled");
        else expect(cycles.length).toBeGreaterThanOrEqual(12);
        expect(await checkMoneyInvariants(database.db, scope.accountId)).toEqual([]);
      }),
      { numRuns: Number(process.env.BILLING_PROPERTY_RUNS || 25), seed: 20261124 },
    );
  }, 240_000);
});
