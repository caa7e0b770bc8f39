import "server-only";
import { eq } from "drizzle-orm";
import { subscriptionItems, type InvoiceLine } from "@/lib/db/schema";
import type { ProrationBehavior, SubscriptionPreview, SubscriptionPreviewInput } from "@/lib/schemas/subscription";
import { ApiError } from "../../errors";
import { renewalLines, renewsAtPeriodEnd, upcomingPeriod } from "../../billing/advance-subscription";
import { billingNow } from "../../billing/billing-clock";
import { applyCredit } from "../../billing/invoice-engine";
import { priceItems } from "../../billing/invoice-lines";
import type { Scope } from "../../scope";
import { findSubscriptionOrThrow } from "./get-subscription";
import { planItemChanges, prorationDate } from "./update-subscription";

const ENDED = new Set(["canceled", "incomplete_expired"]);

/**
 * POST /v1/subscriptions/{id}/preview: what an item change would bill, now or on the next
 * invoice, and what the next renewal invoice will be, by the same code the update and the billing
 * clock run, at billing time (the test clock in test mode). Writes nothing. Sending the answer's
 * preview_at as the update's proration_date bills exactly the previewed proration.
 */
export async function previewSubscription(scope: Scope, id: string, input: SubscriptionPreviewInput): Promise<SubscriptionPreview> {
  const sub = await findSubscriptionOrThrow(scope, id);
  const now = await billingNow(scope);
  if (input.items?.length && ENDED.has(sub.status))
    throw ApiError.badRequest("subscription_unexpected_state", `This subscription is ${sub.status}; it can no longer change.`);
  const at = prorationDate(sub, input.proration_date, now);
  const behavior = (input.proration_behavior ?? sub.prorationBehavior) as ProrationBehavior;
  const plan = input.items?.length ? await planItemChanges(scope, sub, input.items, at) : null;
  const items = plan?.items ?? (await scope.db.select().from(subscriptionItems).where(eq(subscriptionItems.subscriptionId, sub.id)));

  // The update bills prorations only for a period being paid for: never during a trial.
  const billed = !plan?.lines.length || sub.status === "trialing" || behavior === "none" ? "none" : behavior === "always_invoice" ? "now" : "next_invoice";
  const prorated: InvoiceLine[] = billed === "none" ? [] : plan!.lines;
  let credit = sub.creditBalance;
  let proration: SubscriptionPreview["proration"] = { lines: prorated, total: sum(prorated), credit_applied: 0, amount_due: 0, billed };
  if (billed === "now") {
    const invoice = applyCredit(prorated, credit);
    proration = { ...proration, credit_applied: invoice.creditApplied, amount_due: invoice.amountDue };
    credit = invoice.creditBalance;
  }

  let next: SubscriptionPreview["next_invoice"] = null;
  if (renewsAtPeriodEnd(sub)) {
    const period = upcomingPeriod(sub);
    const pendingLines = billed === "next_invoice" ? [...sub.pendingLines, ...prorated] : sub.pendingLines;
    const lines = renewalLines({ pendingLines }, await priceItems(scope, items), period);
    const invoice = applyCredit(lines, credit);
    next = {
      lines,
      total: invoice.total,
      credit_applied: invoice.creditApplied,
      amount_due: invoice.amountDue,
      period_start: period.start.toISOString(),
      period_end: period.end.toISOString(),
      charged_at: sub.currentPeriodEnd.toISOString(),
    };
  }
  return { subscription: sub.id, preview_at: at.toISOString(), proration_behavior: behavior, proration, next_invoice: next, test_mode: sub.testMode };
}

const sum = (lines: InvoiceLine[]) => lines.reduce((s, l) => s + l.amount, 0);
