import "server-only";
import { eq } from "drizzle-orm";
import { captures, checkoutSessions, paymentIntents, type CartTotals, type SessionLine } from "@/lib/db/schema";
import { newId } from "@/lib/db/ids";
import { ApiError } from "../../errors";
import { processorFor, processorPaymentOf, releaseKey } from "../../processor/processor-for";
import { clockNow, type Scope } from "../../scope";
import { serializeCapture } from "../captures/serialize-capture";
import { serializePaymentIntent, type PaymentIntentRow } from "../payment-intents/serialize-payment-intent";
import { writeWithEvents, type Change, type NewEvent } from "../record-event";
import { lockSession } from "./lock-session";
import { NO_EXPAND, serializeCheckoutSession, type SessionRow } from "./serialize-checkout-session";
import type { CheckoutSession } from "@/lib/schemas/checkout-session";

type Requested = { price: string; quantity?: number }[] | null;

/** floor(amount * part / whole) in exact integer arithmetic. */
function share(amount: number, part: number, whole: number) {
  return whole > 0 ? Number((BigInt(amount) * BigInt(part)) / BigInt(whole)) : 0;
}

/** How many of each line to capture: everything, or the lines asked for (by price). */
function quantities(lines: SessionLine[], requested: Requested): Map<string, number> {
  const q = new Map(lines.map((l) => [l.line_id, requested ? 0 : l.quantity]));
  for (const [i, r] of (requested ?? []).entries()) {
    const line = lines.find((l) => l.price === r.price && q.get(l.line_id)! < l.quantity);
    if (!line) {
      throw ApiError.validation([
        { loc: ["body", "capture", "line_items", i, "price"], msg: `Price '${r.price}' is not an uncaptured line of this session.`, type: "price_not_found" },
      ]);
    }
    const want = r.quantity ?? line.quantity;
    if (want > line.quantity - q.get(line.line_id)!) {
      throw ApiError.validation([
        { loc: ["body", "capture", "line_items", i, "quantity"], msg: `At most ${line.quantity} of this line can be captured.`, type: "less_than_equal" },
      ]);
    }
    q.set(line.line_id, q.get(line.line_id)! + want);
  }
  return q;
}

/**
 * Captures a paid session once: every authorized intent is captured for its lines (all, or the
 * ones asked for) with their share of discount, shipping, tax and fees; what is not captured is
 * released. Amounts follow the split-cart rule: a cart's shipping, tax and fees are captured pro
 * rata to the subtotal captured, rounding down; capturing a whole cart takes exactly its total.
 */
export async function captureIntents(tx: Scope, sessionId: string, requested: Requested, metadata: Record<string, unknown>) {
  const { session, intents } = await lockSession(tx, sessionId);
  return captureLockedSession(tx, session, intents, requested, metadata);
}

/**
 * captureIntents on a session and intents the caller already holds locked (automatic capture at
 * payment passes its freshly authorized rows, and the session fields the payment sets, so nothing
 * is locked, read or written twice). Answers the session as the API serializes it.
 */
export async function captureLockedSession(
  tx: Scope,
  session: SessionRow,
  intents: PaymentIntentRow[],
  requested: Requested,
  metadata: Record<string, unknown>,
  sessionPatch: Partial<typeof checkoutSessions.$inferInsert> = {},
): Promise<CheckoutSession> {
  const capturable = intents.filter((p) => p.status === "requires_capture");
  if (session.status !== "paid" || !capturable.length) {
    throw ApiError.badRequest(
      "checkout_session_unexpected_state",
      `This checkout session is ${session.status} with nothing to capture; only a paid, uncaptured session can be captured.`,
      [],
    );
  }
  const qty = quantities(session.lineItems, requested);
  const processor = await processorFor(tx);
  const now = clockNow(tx);
  const items: CaptureItem[] = [];
  const sums = { amount: 0, shipping: 0, discount: 0, tax: 0 };
  const updated = new Map<string, PaymentIntentRow>();
  // The intents, the capture, the session and the events are written in one statement at the end.
  const writes: Change[] = [];

  for (const pi of capturable) {
    const { amount, ship, tax, disc, cartItems } = capturedOfCart(session, pi, qty, now);
    items.push(...cartItems);
    // Keys derived from our intent: a retried capture never captures twice.
    if (amount > 0) await processor.capture(processorPaymentOf(pi), amount, `${pi.id}:capture`);
    else await processor.release(processorPaymentOf(pi), releaseKey(pi));
    // Every field the payment set is written here too: at automatic capture this is the intent's only write.
    const set = {
      amountReceived: amount,
      amountCapturable: 0,
      status: amount > 0 ? "succeeded" : "canceled",
      paymentMethod: pi.paymentMethod,
      latestCharge: pi.latestCharge,
      processorPaymentId: pi.processorPaymentId,
      cardBrand: pi.cardBrand,
      cardLast4: pi.cardLast4,
      lastPaymentError: pi.lastPaymentError,
      updatedAt: now,
    };
    writes.push(tx.db.update(paymentIntents).set(set).where(eq(paymentIntents.id, pi.id)));
    const row: PaymentIntentRow = { ...pi, ...set };
    updated.set(row.id, row);
    sums.amount += amount;
    sums.shipping += ship;
    sums.discount += disc;
    sums.tax += tax;
  }

  const capture = {
    id: newId("capture"),
    accountId: tx.accountId,
    testMode: tx.testMode,
    createdAt: now,
    checkoutSessionId: session.id,
    amountCaptured: sums.amount,
    amountShippingCaptured: sums.shipping,
    amountDiscountCaptured: sums.discount,
    amountTaxCaptured: sums.tax,
    items,
    metadata,
  } satisfies typeof captures.$inferSelect;
  writes.push(tx.db.insert(captures).values(capture));
  const complete = session.lmnStatus !== "pending";
  const sessionSet = {
    ...sessionPatch,
    status: complete ? "complete" : "paid",
    amountReceived: session.amountReceived + sums.amount,
    lineItems: session.lineItems.map((l) => ({ ...l, quantity_captured: qty.get(l.line_id) ?? 0 })),
    updatedAt: now,
  };
  writes.push(tx.db.update(checkoutSessions).set(sessionSet).where(eq(checkoutSessions.id, session.id)));
  const sessionRow: SessionRow = { ...session, ...sessionSet };
  const serializedCapture = serializeCapture(capture);
  // Nothing can have been refunded before the (only) capture.
  const answer = serializeCheckoutSession(sessionRow, {
    intents: intents.map((p) => updated.get(p.id) ?? p),
    captures: [serializedCapture],
    refunds: [],
    expand: NO_EXPAND,
  });
  const events: NewEvent[] = [...updated.values()].map((row) => ({
    type: row.status === "succeeded" ? "payment_intent.succeeded" : "payment_intent.canceled",
    key: "payment_intent",
    object: serializePaymentIntent(row),
    objectId: row.id,
  }));
  events.push({ type: "capture.created", key: "capture", object: serializedCapture, objectId: capture.id });
  if (complete) events.push({ type: "checkout.session.completed", key: "checkout_session", object: answer, objectId: session.id });
  await writeWithEvents(tx, writes, events);
  return answer;
}

type CaptureItem = (typeof captures.$inferSelect)["items"][number];

/**
 * What capturing the requested quantities takes from one intent's cart: the lines' amounts, and
 * their share of the cart's shipping, tax and fees (the whole cart takes exactly what it holds).
 */
function capturedOfCart(session: SessionRow, pi: PaymentIntentRow, qty: Map<string, number>, now: Date) {
  const split = session.splitCart;
  const cartLines = split ? session.lineItems.filter((l) => (pi.cart === "eligible" ? l.eligible : !l.eligible)) : session.lineItems;
  const cart: CartTotals = split ? (pi.cart === "eligible" ? split.eligible : split.non_eligible) : session.totals;
  const cartItems: CaptureItem[] = [];
  let capSub = 0;
  let disc = 0;
  for (const l of cartLines) {
    const q = qty.get(l.line_id) ?? 0;
    if (!q) continue;
    const lineDisc = q === l.quantity ? l.amount_discount : share(l.amount_discount, q, l.quantity);
    capSub += l.unit_amount * q;
    disc += lineDisc;
    cartItems.push({
      capture_item_id: newId("captureItem"),
      amount_captured: l.unit_amount * q - lineDisc,
      price: l.price,
      payment_intent: pi.id,
      quantity: q,
      created_at: now.toISOString(),
    });
  }
  const whole = capSub === cart.amount_subtotal && cartLines.every((l) => (qty.get(l.line_id) ?? 0) === l.quantity);
  const ship = whole ? cart.amount_shipping : share(cart.amount_shipping, capSub, cart.amount_subtotal);
  const tax = whole ? cart.amount_tax : share(cart.amount_tax, capSub, cart.amount_subtotal);
  const fee = whole ? cart.amount_fee : share(cart.amount_fee, capSub, cart.amount_subtotal);
  const amount = Math.min(whole ? pi.amountCapturable : capSub - disc + ship + tax + fee, pi.amountCapturable);
  return { amount, ship, tax, disc, cartItems };
}
