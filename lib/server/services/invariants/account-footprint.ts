import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import type { Scope } from "../../scope";

/**
 * What requests have written for the caller's account and mode, in one statement: row counts of
 * the tables only requests insert into, the events requests wrote (background jobs write theirs
 * without a request id), and the money totals only requests move. A request that failed must
 * leave all of it as it was (tests/api/fuzz.test.ts). Invoices and invoice payments are left
 * out: the billing clock's background run makes them too.
 */
export async function accountFootprint(scope: Scope): Promise<Record<string, number>> {
  const own = (table: string, extra = sql``) =>
    sql`(select count(*) from ${sql.raw(table)} where account_id = ${scope.accountId} and test_mode = ${scope.testMode} ${extra})`;
  const sum = (expr: string, table: string, extra = sql``) =>
    sql`(select coalesce(sum(${sql.raw(expr)}), 0) from ${sql.raw(table)} where account_id = ${scope.accountId} and test_mode = ${scope.testMode} ${extra})`;
  const columns: [string, SQL][] = [
    ["customers", own("customers")],
    ["products", own("products")],
    ["prices", own("prices")],
    ["coupons", own("coupons")],
    ["promo_codes", own("promo_codes")],
    ["coupon_redemptions", own("coupon_redemptions")],
    ["payment_links", own("payment_links")],
    ["checkout_sessions", own("checkout_sessions")],
    ["session_payment_intents", own("payment_intents", sql`and checkout_session_id is not null`)],
    ["captures", own("captures")],
    ["refunds", own("refunds")],
    ["setup_intents", own("setup_intents")],
    ["payment_methods", own("payment_methods")],
    ["eligibility_lists", own("eligibility_lists")],
    ["webhook_endpoints", own("webhook_endpoints")],
    ["exports", own("exports")],
    ["subscriptions", own("subscriptions")],
    ["subscription_items", own("subscription_items")],
    ["request_events", own("events", sql`and request_id is not null`)],
    ["session_amount_received", sum("amount_received", "payment_intents", sql`and checkout_session_id is not null`)],
    ["session_amount_refunded", sum("amount_refunded", "payment_intents", sql`and checkout_session_id is not null`)],
    ["refunded_amount", sum("amount", "refunds")],
    ["captured_amount", sum("amount_captured", "captures")],
  ];
  const [row] = rowsOf<Record<string, string | number>>(
    await scope.db.execute(
      sql`select ${sql.join(
        columns.map(([name, q]) => sql`${q} as ${sql.identifier(name)}`),
        sql`, `,
      )}`,
    ),
  );
  return Object.fromEntries(columns.map(([name]) => [name, Number(row[name])]));
}
