import "server-only";
import { getDb } from "@/lib/db/client";
import type { ErrorEntry } from "../errors";
import { ApiError } from "../errors";
import { findShopperSession } from "../services/checkout/find-shopper-session";
import { payOrAuthenticate } from "../services/checkout/pay-checkout-session";
import { beginPayAttempt, checkoutRefusalMessage } from "./checkout-limits";
import { liveConfirmSchema } from "@/lib/schemas/pay-form";
import { attemptRefusal, noteDecline, payInputFrom, requirementsOf } from "./pay-as-shopper";

export type ConfirmAnswer = { status: number; body: { detail?: { loc: (string | number)[]; msg: string; type: string }[] } & Record<string, unknown> };

const error = (status: number, type: string, msg: string, loc: (string | number)[] = []): ConfirmAnswer => ({ status, body: { detail: [{ loc, msg, type }] } });

/** Where a decline lands on the page: the HSA/FSA card's field or the regular card's. */
function cardLoc(entry: ErrorEntry, split: boolean): (string | number)[] {
  const hsa = entry.loc.map(String).includes("hsa_fsa_payment_method");
  return ["body", "payment_methods", hsa && split ? "hsa_fsa" : "card"];
}

/**
 * POST {redirect_url}/confirm from a live hosted page: pays the session with the Stripe
 * PaymentMethods Stripe.js made (one Stripe PaymentIntent per intent of ours). Answers
 * 200 {checkout_session}; 200 {requires_action} when a card needs 3-D Secure (the page runs
 * stripe.handleNextAction, then posts the same body again); 402 with the decline; 4xx/502 with
 * the API's error shape. The same limits as the test form apply (card testing).
 */
export async function confirmLiveCheckout(sessionId: string, secret: string | null, raw: unknown, clientAddress: string): Promise<ConfirmAnswer> {
  const found = secret ? await findShopperSession(await getDb(), sessionId, secret) : null;
  if (!found) return error(404, "resource_not_found", "No such checkout.", ["path"]);
  const { scope, session, merchantName } = found;
  if (session.test_mode) return error(400, "checkout_session_test_mode", "A test-mode checkout is paid with its test card form, not through Stripe.");
  const refused = attemptRefusal(session, merchantName);
  if (refused) return error(refused.ended ? 400 : 429, refused.ended ? "checkout_session_unexpected_state" : "payment_attempts_paused", refused.message);

  const r = requirementsOf(session);
  const parsed = liveConfirmSchema(r).safeParse(raw);
  if (!parsed.success) {
    return { status: 422, body: { detail: parsed.error.issues.map((i) => ({ loc: ["body", ...i.path.map(String)], msg: i.message, type: "value_error" })) } };
  }
  const form = parsed.data;
  const refusal = await beginPayAttempt({ accountId: scope.accountId, testMode: scope.testMode }, clientAddress);
  if (refusal) return error(429, "rate_limited", checkoutRefusalMessage(refusal));

  const cards = r.split
    ? { regular: form.payment_methods.card!, hsa: form.payment_methods.hsa_fsa! }
    : { regular: (form.payment_methods.card ?? form.payment_methods.hsa_fsa)!, hsa: null };
  const input = payInputFrom(session, r, form, cards);
  if (!input.success)
    return { status: 422, body: { detail: input.error.issues.map((i) => ({ loc: ["body", ...i.path.map(String)], msg: i.message, type: "value_error" })) } };

  try {
    const result = await payOrAuthenticate(scope, sessionId, input.data);
    if ("session" in result) return { status: 200, body: { checkout_session: result.session } };
    if ("requiresAction" in result) {
      return {
        status: 200,
        body: {
          requires_action: {
            type: "use_stripe_sdk",
            client_secret: result.requiresAction.clientSecret,
            payment_intent: result.requiresAction.paymentIntent.payment_intent_id,
          },
        },
      };
    }
    const decline = result.declined.detail[0];
    const paused = await noteDecline(scope, sessionId, merchantName);
    return {
      status: 402,
      body: {
        detail: [
          { loc: cardLoc(decline, r.split), msg: decline.msg, type: decline.type },
          ...(paused ? [{ loc: [], msg: paused, type: "payment_attempts_paused" }] : []),
        ],
      },
    };
  } catch (caught) {
    if (caught instanceof ApiError && caught.status < 500) return { status: caught.status, body: { detail: caught.detail } };
    if (caught instanceof ApiError) return { status: caught.status, body: { detail: caught.detail } };
    throw caught;
  }
}
