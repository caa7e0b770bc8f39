import "server-only";
import { checkoutSessions, customers, paymentIntents } from "@/lib/db/schema";
import { newId } from "@/lib/db/ids";
import type { CheckoutSessionCreate } from "@/lib/schemas/checkout-session";
import { ApiError } from "../../errors";
import { jobInsert } from "../../jobs/enqueue-job";
import { clockNow, inTransaction, type Scope } from "../../scope";
import { assertWithinAmountLimit } from "../amount-limit";
import { findScoped } from "../find-scoped";
import { writeWithEvents } from "../record-event";
import { createSetupIntentRow } from "../setup-intents/create-setup-intent";
import { trialEndFor } from "../subscriptions/start-subscription";
import { billingNow } from "../../billing/billing-clock";
import { payCheckoutSessionInTx } from "./pay-checkout-session";
import { resolveDiscounts, resolveLines, totalsFor } from "./resolve-cart";
import { intentRowsFor, sessionRowFor } from "./new-session-rows";
import { NO_EXPAND, serializeCheckoutSession } from "./serialize-checkout-session";

const LOC = ["body", "checkout_session"];

/** What subscription mode cannot bill on every renewal is refused up front, field by field. */
function checkSubscriptionSession(input: CheckoutSessionCreate) {
  if (input.capture_method === "manual") {
    throw ApiError.validation([
      {
        loc: [...LOC, "capture_method"],
        msg: "Subscriptions are charged automatically; capture_method manual is for payment mode.",
        type: "not_supported_in_subscription_mode",
      },
    ]);
  }
  const unsupported: [string, unknown][] = [
    ["shipping_options", input.shipping_options],
    ["tax_rate", input.tax_rate],
    ["fees", input.fees?.length ? input.fees : null],
    ["discounts", input.discounts?.length ? input.discounts : null],
    ["allow_promotion_codes", input.allow_promotion_codes || null],
  ];
  const detail = unsupported
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([field]) => ({
      loc: [...LOC, field],
      msg: `${field} is not supported in subscription mode: every renewal bills the items' prices.`,
      type: "not_supported_in_subscription_mode",
    }));
  if (detail.length) throw ApiError.validation(detail);
  if (!input.line_items?.length)
    throw ApiError.validation([{ loc: [...LOC, "line_items"], msg: "A subscription needs at least one recurring price.", type: "missing" }]);
}

export async function createCheckoutSession(scope: Scope, input: CheckoutSessionCreate, extra: { paymentLinkId?: string; origin?: string } = {}) {
  const mode = input.mode ?? "payment";
  if (mode === "subscription") checkSubscriptionSession(input);
  // Payment mode reads (prices, customer, coupons; nothing locked) and then writes everything in
  // one statement, which is atomic by itself: no transaction, so nothing waits on it. Inline
  // price_data and coupon_data create their rows (and events) while the cart resolves, and the
  // other modes write in steps (a setup intent, a subscription's trial, an off-session charge):
  // those run in a transaction, so that a refusal later in the request leaves nothing behind.
  const createsWhileResolving = (input.line_items ?? []).some((item) => item.price_data) || (input.discounts ?? []).some((d) => "coupon_data" in d);
  const oneStatement = mode === "payment" && !createsWhileResolving;
  const run = <T>(fn: (tx: Scope) => Promise<T>) => (oneStatement ? fn(scope) : inTransaction(scope, fn));
  return run(async (tx) => {
    const customerId = input.customer ?? input.defaults?.customer_id ?? null;
    if (customerId && !(await findScoped(tx, customers, customerId))) {
      throw ApiError.referenceNotFound("customer", customerId, [...LOC, input.customer ? "customer" : "defaults"]);
    }
    const rawLines = mode === "setup" ? [] : await resolveLines(tx, input.line_items ?? []);
    const discounts = await resolveDiscounts(tx, input.discounts ?? [], customerId);
    const shippingAmount = input.shipping_options?.shipping_rate_data?.amount ?? input.shipping_options?.shipping_amount ?? 0;
    const fees = (input.fees ?? []).map((f) => f.amount);
    const { totals, lines } = totalsFor(rawLines, discounts, shippingAmount, input.tax_rate?.amount ?? 0, fees);
    assertWithinAmountLimit(totals.session.amount_subtotal, [...LOC, "line_items"], "The session's subtotal");
    assertWithinAmountLimit(totals.session.amount_total, [...LOC, "line_items"], "The session's total");

    // Subscription mode: one recurring interval; with a trial nothing is charged today (no intents).
    const trialEnd =
      mode === "subscription"
        ? await trialEndFor(tx, { lineItems: rawLines as never, subscriptionData: input.subscription_data ?? null }, await billingNow(tx), [
            ...LOC,
            "line_items",
          ])
        : null;
    const sessionId = newId("checkoutSession");
    const captureMethod = input.capture_method ?? "automatic";
    // Empty strings from integrations mean "no value".
    const defaults = input.defaults ? Object.fromEntries(Object.entries(input.defaults).map(([k, v]) => [k, v === "" ? null : (v ?? null)])) : null;
    // A setup session's intent exists before the session row, which then names it in its insert.
    const setupIntent = mode === "setup" ? await createSetupIntentRow(tx, { checkoutSessionId: sessionId, customerId, partnerId: null }) : null;
    const now = clockNow(tx);
    const session = sessionRowFor(tx, input, {
      id: sessionId,
      now,
      mode,
      captureMethod,
      lines,
      discounts,
      totals,
      customerId,
      defaults,
      shippingAmount,
      setupIntentId: setupIntent?.id ?? null,
      extra,
    });
    // One intent per cart: a split cart is paid by an HSA/FSA card and a regular card.
    const carts =
      mode === "setup" || trialEnd
        ? []
        : totals.isSplit
          ? ([
              ["eligible", totals.eligible.amount_total],
              ["non_eligible", totals.nonEligible.amount_total],
            ] as const)
          : ([[totals.hsaFsaEligible ? "eligible" : "whole", totals.session.amount_total]] as const);
    const intents = intentRowsFor(tx, carts, { sessionId, now, captureMethod, customerId, metadata: input.metadata ?? {} });
    const created = serializeCheckoutSession(session, { intents, captures: [], refunds: [], expand: NO_EXPAND });
    // The session, its intents, its expiry job and its event (with webhook deliveries): one statement.
    await writeWithEvents(
      tx,
      [
        tx.db.insert(checkoutSessions).values(session),
        ...(intents.length ? [tx.db.insert(paymentIntents).values(intents)] : []),
        jobInsert(
          tx.db,
          "checkout.expire_session",
          { checkout_session_id: sessionId, account_id: tx.accountId, test_mode: tx.testMode },
          {
            runAt: session.expiresAt,
            dedupeKey: `expire:${sessionId}`,
          },
        ),
      ],
      [{ type: "checkout.session.created", key: "checkout_session", object: created, objectId: sessionId }],
    );
    if (mode === "off_session") {
      // Charged at once with the saved card; a decline refuses the whole request.
      const result = await payCheckoutSessionInTx(tx, sessionId, { payment_method: input.payment_method! }, [...LOC, "payment_method"]);
      if (result && "declined" in result) throw result.declined;
      if (result && "requiresAction" in result) {
        throw ApiError.of(402, "authentication_required", "The saved card needs authentication: the customer must pay on the hosted page.", [
          ...LOC,
          "payment_method",
        ]);
      }
      return result!.session;
    }
    return created;
  });
}
