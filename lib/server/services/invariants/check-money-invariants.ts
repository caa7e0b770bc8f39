import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf, type Db } from "@/lib/db/client";

/**
 * The money invariants of payments-domain.md, checked over the whole database (or one account).
 * Returns one line per violation; empty means the books balance.
 */
export async function checkMoneyInvariants(db: Db, accountId?: string): Promise<string[]> {
  const acct = (alias: string) => (accountId ? sql`and ${sql.raw(alias)}.account_id = ${accountId}` : sql``);
  const checks: [string, ReturnType<typeof sql>][] = [
    [
      "captured <= authorized and refunded <= captured",
      sql`
      select id from payment_intents pi where (amount_received > amount or amount_refunded > amount_received or amount_refunded < 0 or amount_capturable < 0) ${acct("pi")}`,
    ],
    [
      "an intent's refunded amount is the sum of its non-failed refunds",
      sql`
      select pi.id from payment_intents pi
      left join refunds r on r.payment_intent_id = pi.id and r.status <> 'failed'
      where true ${acct("pi")} group by pi.id, pi.amount_refunded having coalesce(sum(r.amount), 0) <> pi.amount_refunded`,
    ],
    [
      "a session's received and refunded amounts are its intents'",
      sql`
      select cs.id from checkout_sessions cs
      left join payment_intents pi on pi.checkout_session_id = cs.id
      where true ${acct("cs")} group by cs.id, cs.amount_received, cs.amount_refunded
      having coalesce(sum(pi.amount_received), 0) <> cs.amount_received or coalesce(sum(pi.amount_refunded), 0) <> cs.amount_refunded`,
    ],
    [
      "the two carts of a split cart add up to the session",
      sql`
      select id from checkout_sessions cs where split_cart is not null ${acct("cs")} and (
        (split_cart->'eligible'->>'amount_total')::int + (split_cart->'non_eligible'->>'amount_total')::int <> (totals->>'amount_total')::int
        or (split_cart->'eligible'->>'amount_subtotal')::int + (split_cart->'non_eligible'->>'amount_subtotal')::int <> (totals->>'amount_subtotal')::int
        or (split_cart->'eligible'->>'amount_discount')::int + (split_cart->'non_eligible'->>'amount_discount')::int <> (totals->>'amount_discount')::int
        or (split_cart->'eligible'->>'amount_tax')::int + (split_cart->'non_eligible'->>'amount_tax')::int <> (totals->>'amount_tax')::int
        or (split_cart->'eligible'->>'amount_shipping')::int + (split_cart->'non_eligible'->>'amount_shipping')::int <> (totals->>'amount_shipping')::int)`,
    ],
    [
      "a session's intents are authorized for its total",
      sql`
      select cs.id from checkout_sessions cs join payment_intents pi on pi.checkout_session_id = cs.id
      where cs.mode <> 'setup' ${acct("cs")} group by cs.id, cs.totals having sum(pi.amount) <> (cs.totals->>'amount_total')::int`,
    ],
    [
      "coupon redemptions never exceed max_redemptions and match their records",
      sql`
      select c.id from coupons c left join coupon_redemptions r on r.coupon_id = c.id
      where true ${acct("c")} group by c.id, c.times_redeemed, c.max_redemptions
      having c.times_redeemed <> count(r.id) or (c.max_redemptions is not null and c.times_redeemed > c.max_redemptions)`,
    ],
    [
      "promo code redemptions never exceed max_redemptions and match their records",
      sql`
      select p.id from promo_codes p left join coupon_redemptions r on r.promo_code_id = p.id
      where true ${acct("p")} group by p.id, p.times_redeemed, p.max_redemptions
      having p.times_redeemed <> count(r.id) or (p.max_redemptions is not null and p.times_redeemed > p.max_redemptions)`,
    ],
    [
      "every refund has exactly one refund.created event",
      sql`
      select r.id from refunds r left join events e on e.object_id = r.id and e.event_type = 'refund.created'
      where true ${acct("r")} group by r.id having count(e.id) <> 1`,
    ],
    [
      "every settled refund has exactly one refund.updated event",
      sql`
      select r.id from refunds r left join events e on e.object_id = r.id and e.event_type = 'refund.updated'
      where r.status <> 'pending' ${acct("r")} group by r.id having count(e.id) <> 1`,
    ],
    [
      "every capture has exactly one capture.created event",
      sql`
      select c.id from captures c left join events e on e.object_id = c.id and e.event_type = 'capture.created'
      where true ${acct("c")} group by c.id having count(e.id) <> 1`,
    ],
    [
      "every succeeded intent has exactly one payment_intent.succeeded event",
      sql`
      select pi.id from payment_intents pi left join events e on e.object_id = pi.id and e.event_type = 'payment_intent.succeeded'
      where pi.status = 'succeeded' ${acct("pi")} group by pi.id having count(e.id) <> 1`,
    ],
    [
      "every session has exactly one created event, and a complete one exactly one completed event",
      sql`
      select cs.id from checkout_sessions cs
      left join events c on c.object_id = cs.id and c.event_type = 'checkout.session.created'
      left join events d on d.object_id = cs.id and d.event_type = 'checkout.session.completed'
      where true ${acct("cs")} group by cs.id, cs.status
      having count(distinct c.id) <> 1 or (cs.status = 'complete' and count(distinct d.id) <> 1) or (cs.status <> 'complete' and count(distinct d.id) <> 0)`,
    ],
    [
      "an invoice's total is the sum of its lines",
      sql`
      select i.id from invoices i where true ${acct("i")}
        and i.total <> coalesce((select sum((l->>'amount')::int) from jsonb_array_elements(i.lines) l), 0)`,
    ],
    [
      "an invoice's amount due is its total less the credit applied, never below zero",
      sql`
      select i.id from invoices i where true ${acct("i")}
        and (i.amount_due <> greatest(0, i.total - i.credit_applied) or i.credit_applied < 0 or i.credit_applied > greatest(i.total, 0))`,
    ],
    [
      "a paid invoice was paid in full, by intents that received exactly its amount",
      sql`
      select i.id from invoices i left join payment_intents pi on pi.invoice_id = i.id
      where i.status = 'paid' ${acct("i")} group by i.id, i.amount_paid, i.amount_due
      having i.amount_paid <> i.amount_due or coalesce(sum(pi.amount_received), 0) <> i.amount_paid`,
    ],
    [
      "an unpaid invoice received nothing",
      sql`
      select i.id from invoices i left join payment_intents pi on pi.invoice_id = i.id
      where i.status <> 'paid' ${acct("i")} group by i.id, i.amount_paid having i.amount_paid <> 0 or count(pi.id) <> 0`,
    ],
    [
      "a subscription's paid invoice totals equal what it paid less its remaining credit",
      sql`
      select s.id from subscriptions s left join invoices i on i.subscription_id = s.id and i.status = 'paid'
      where true ${acct("s")} group by s.id, s.credit_balance
      having coalesce(sum(i.total), 0) <> coalesce(sum(i.amount_paid), 0) - s.credit_balance`,
    ],
    [
      "every paid invoice has exactly one invoice.paid event",
      sql`
      select i.id from invoices i left join events e on e.object_id = i.id and e.event_type = 'invoice.paid'
      where i.status = 'paid' ${acct("i")} group by i.id having count(e.id) <> 1`,
    ],
    [
      "a subscription period is billed at most once",
      sql`
      select min(i.id) as id from invoices i where i.billing_reason = 'subscription_cycle' ${acct("i")}
      group by i.subscription_id, i.period_start having count(*) > 1`,
    ],
  ];
  const violations: string[] = [];
  for (const [name, query] of checks) {
    const rows = rowsOf<{ id: string }>(await db.execute(query));
    for (const r of rows.slice(0, 20)) violations.push(`${name}: ${r.id}`);
  }
  return violations;
}
