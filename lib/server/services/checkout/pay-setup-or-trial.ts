import "server-only";
import { eq } from "drizzle-orm";
import { checkoutSessions, setupIntents } from "@/lib/db/schema";
import { newId } from "@/lib/db/ids";
import type { PayCheckoutSession } from "@/lib/schemas/checkout-session";
import { ApiError } from "../../errors";
import { processorFor } from "../../processor/processor-for";
import { clockNow, type Scope } from "../../scope";
import { shippingToRow } from "../customers/create-customer";
import { getSetupIntent } from "../setup-intents/get-setup-intent";
import { startSubscription, startTrialFromSession } from "../subscriptions/start-subscription";
import { recordEvent, recordEvents } from "../record-event";
import type { lockSession } from "./lock-session";
import type { Declined, Paid } from "./pay-outcomes";
import { processorCustomerFor, rememberCard, resolveMethod } from "./payment-methods";
import { ProcessorFailure } from "./processor-holds";
import { NO_EXPAND, serializeCheckoutSession, type SessionRow } from "./serialize-checkout-session";

/** Subscription mode with a trial: the cards are checked and saved, nothing is charged, the trial starts. */
export async function startTrial(
  tx: Scope,
  session: Awaited<ReturnType<typeof lockSession>>["session"],
  input: PayCheckoutSession,
  loc: (string | number)[],
): Promise<Paid | Declined> {
  const methods = { regular: input.payment_method, hsa: input.hsa_fsa_payment_method };
  const checked = await startTrialFromSession(tx, session, methods, loc);
  if ("declined" in checked) return { declined: checked.declined! };
  const subscriptionId = newId("subscription");
  const [row] = await tx.db
    .update(checkoutSessions)
    .set({
      status: "complete",
      subscriptionId,
      shippingDetails: input.shipping_details ? shippingToRow(input.shipping_details) : session.shippingDetails,
      defaults: input.email ? { ...(session.defaults ?? {}), email: input.email } : session.defaults,
      updatedAt: clockNow(tx),
    })
    .where(eq(checkoutSessions.id, session.id))
    .returning();
  await startSubscription(tx, row, subscriptionId, methods, checked.processorCustomerId);
  const answer = serializeCheckoutSession(row, { intents: [], captures: [], refunds: [], expand: NO_EXPAND });
  await recordEvent(tx, "checkout.session.completed", "checkout_session", answer, session.id);
  return { session: answer };
}

/** Setup mode: the card is checked and saved for later off-session charges; nothing is charged. */
export async function saveCard(tx: Scope, session: SessionRow, input: PayCheckoutSession, loc: (string | number)[]): Promise<Paid | Declined> {
  if (!input.payment_method) throw ApiError.validation([{ loc, msg: "A card is needed to save it.", type: "missing" }]);
  const processor = await processorFor(tx);
  const { token } = await resolveMethod(tx, processor, input.payment_method, loc, false);
  const processorCustomerId = await processorCustomerFor(tx, processor, session);
  let saved;
  try {
    saved = await processor.saveCard({
      token,
      customer: { id: session.customerId, email: null, processorCustomerId },
      idempotencyKey: `${session.setupIntentId}:save`,
    });
  } catch (error) {
    throw new ProcessorFailure(error, []);
  }
  if (!saved.ok) return { declined: ApiError.badRequest(saved.code, saved.message, loc) };
  const pmId = await rememberCard(tx, session.customerId, saved.token, saved.card, saved.processorCustomerId);
  const [si] = await tx.db
    .update(setupIntents)
    .set({ status: "succeeded", paymentMethod: pmId })
    .where(eq(setupIntents.id, session.setupIntentId!))
    .returning();
  const [row] = await tx.db
    .update(checkoutSessions)
    .set({ status: "complete", updatedAt: clockNow(tx) })
    .where(eq(checkoutSessions.id, session.id))
    .returning();
  const answer = serializeCheckoutSession(row, { intents: [], captures: [], refunds: [], expand: NO_EXPAND });
  await recordEvents(tx, [
    { type: "setup_intent.succeeded", key: "setup_intent", object: await getSetupIntent(tx, si.id), objectId: si.id },
    { type: "checkout.session.completed", key: "checkout_session", object: answer, objectId: session.id },
  ]);
  return { session: answer };
}
