import "server-only";
import { successRedirect } from "@/lib/checkout/return-url";
import { z } from "zod";
import { getDb } from "@/lib/db/client";
import { payCheckoutSessionSchema, type CheckoutSession, type PayCheckoutSession } from "@/lib/schemas/checkout-session";
import type { Scope } from "../scope";
import { ApiError, type ErrorEntry } from "../errors";
import { tokenForCardNumber } from "../processor/test-processor";
import { findShopperSession } from "../services/checkout/find-shopper-session";
import { pauseCheckoutAttempts } from "../services/checkout/pause-checkout-attempts";
import { pausedMessage } from "./paused-message";
import { beginPayAttempt, checkoutLimitConfig, checkoutRefusalMessage, recordDecline } from "./checkout-limits";
import { payCheckoutSession } from "../services/checkout/pay-checkout-session";
import { DURATION_OPTIONS, intakeQuestionsFor } from "@/lib/checkout/intake-questions";
import { payFormSchema, PAY_FORM_FIELDS, type PayFormField, type PayFormOutput, type PayFormRequirements } from "@/lib/schemas/pay-form";

export type PayResult =
  { ok: true; redirectTo: string | null } | { ok: false; error?: string; fieldErrors?: Partial<Record<PayFormField, string>>; refresh?: boolean };

export const TEST_CARD_HINT = "Use a test card such as 4242 4242 4242 4242";
const UNAVAILABLE = "This checkout is no longer available.";

function firstErrors(error: z.ZodError): Partial<Record<PayFormField, string>> {
  const out: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join(".");
    const field = (PAY_FORM_FIELDS as readonly string[]).find((f) => f === path || path.startsWith(`${f}.`)) ?? path;
    out[field] ??= issue.message;
  }
  return out;
}

/** The form field an API error names (its loc), or null for a form-level message. */
function fieldForLoc(loc: ErrorEntry["loc"]): PayFormField | null {
  const keys = loc.map(String);
  if (keys.includes("hsa_fsa_payment_method")) return "hsaCard.number";
  if (keys.includes("payment_method")) return "card.number";
  if (keys.includes("promo_code")) return "promo_code";
  if (keys.includes("email")) return "email";
  const ship = keys.indexOf("shipping_details");
  if (ship >= 0) {
    const field = `shipping.${keys[ship + 1] ?? "line1"}`;
    return (PAY_FORM_FIELDS as readonly string[]).includes(field) ? (field as PayFormField) : "shipping.line1";
  }
  if (keys.includes("intake")) return "intake.condition";
  return null;
}

function fromApiError(error: ApiError, r: PayFormRequirements): Extract<PayResult, { ok: false }> {
  const fieldErrors: Partial<Record<PayFormField, string>> = {};
  const formErrors: string[] = [];
  let refresh = false;
  for (const entry of error.detail) {
    if (entry.type === "checkout_session_unexpected_state" || entry.type === "checkout_session_expired") {
      formErrors.push(UNAVAILABLE);
      refresh = true;
      continue;
    }
    let field = fieldForLoc(entry.loc);
    // Without a split, the one card field carries every card error.
    if (field === "hsaCard.number" && !r.split) field = "card.number";
    if (field === "promo_code" && !r.promo) field = null;
    if (field) fieldErrors[field] ??= entry.msg;
    else formErrors.push(entry.msg);
  }
  return { ok: false, fieldErrors, error: formErrors[0], refresh };
}

function intakeAnswers(visitType: string | null, answers: NonNullable<PayFormOutput["intake"]>) {
  const q = intakeQuestionsFor(visitType);
  return {
    visit_type: visitType,
    answers: [
      { question: q.conditionLabel, answer: answers.condition },
      { question: q.durationLabel, answer: DURATION_OPTIONS.find((o) => o.value === answers.duration)?.label ?? answers.duration },
      { question: q.medicationsLabel, answer: answers.medications },
    ],
    consent: true,
    consented_at: new Date().toISOString(),
  };
}

/** What the session asks of the page: the sections of the form. */
export function requirementsOf(session: CheckoutSession): PayFormRequirements {
  return {
    split: session.split_cart !== null,
    shipping: session.shipping_address_collection && !session.shipping_details,
    intake: session.letter_of_medical_necessity_required,
    promo: session.allow_promotion_codes,
  };
}

/** Why this session takes no payment attempt now (ended, expired, paused), or null. */
export function attemptRefusal(session: CheckoutSession, merchantName: string): { message: string; ended: boolean } | null {
  if (session.status !== "open" || session.expires_at * 1000 <= Date.now()) return { message: UNAVAILABLE, ended: true };
  const paused = session.payment_attempts_paused_until;
  if (paused !== null && paused * 1000 > Date.now()) return { message: pausedMessage(paused, merchantName), ended: false };
  return null;
}

/** The payment as the service takes it, from the page's form and the card tokens. */
export function payInputFrom(
  session: CheckoutSession,
  r: PayFormRequirements,
  form: Pick<PayFormOutput, "email" | "promo_code" | "shipping" | "intake">,
  cards: { regular: string; hsa: string | null },
) {
  const shipping = r.shipping && form.shipping ? form.shipping : null;
  return payCheckoutSessionSchema.safeParse({
    payment_method: cards.regular,
    ...(cards.hsa ? { hsa_fsa_payment_method: cards.hsa } : {}),
    ...(form.promo_code ? { promo_code: form.promo_code } : {}),
    ...(shipping
      ? {
          shipping_details: {
            line1: shipping.line1,
            line2: shipping.line2 || null,
            city: shipping.city,
            state: shipping.state || null,
            postal_code: shipping.postal_code,
            country: shipping.country,
          },
        }
      : {}),
    email: form.email,
    ...(r.intake && form.intake ? { intake: intakeAnswers(session.visit_type, form.intake) } : {}),
  } satisfies PayCheckoutSession);
}

/** A card was declined: counts against the session; the decline that reaches the limit pauses it. Answers the pause notice then. */
export async function noteDecline(scope: Scope, sessionId: string, merchantName: string): Promise<string | null> {
  if (!(await recordDecline(sessionId))) return null;
  const until = await pauseCheckoutAttempts(scope, sessionId, checkoutLimitConfig().pauseMinutes);
  return pausedMessage(Math.floor(until.getTime() / 1000), merchantName);
}

/**
 * The hosted page's Pay button (test mode): checks the form, turns typed test card numbers into
 * processor tokens, and pays the session as the shopper. Errors come back on the field they
 * concern (a decline on its card, so the shopper can fix it and retry: the session stays open).
 * Card testing (checkout-limits.ts): attempts are counted per client address and per merchant,
 * and the decline that reaches the session's limit pauses the session's attempts.
 */
export async function payAsShopper(sessionId: string, secret: string, raw: unknown, clientAddress = "unknown"): Promise<PayResult> {
  const found = await findShopperSession(await getDb(), sessionId, secret);
  if (!found) return { ok: false, error: UNAVAILABLE, refresh: true };
  const { scope, session, merchantName } = found;
  const refused = attemptRefusal(session, merchantName);
  if (refused) return { ok: false, error: refused.message, refresh: refused.ended || undefined };
  // Card numbers are typed on our page in test mode only: live sessions are paid through Stripe.js.
  if (!session.test_mode) return { ok: false, error: "This checkout takes cards through the secure card form. Reload the page." };

  const r = requirementsOf(session);
  const parsed = payFormSchema(r).safeParse(raw);
  if (!parsed.success) return { ok: false, fieldErrors: firstErrors(parsed.error) };
  const form = parsed.data;

  const regular = tokenForCardNumber(form.card.number);
  const hsa = r.split && form.hsaCard ? tokenForCardNumber(form.hsaCard.number) : null;
  const cardErrors: Partial<Record<PayFormField, string>> = {};
  if (!regular) cardErrors["card.number"] = TEST_CARD_HINT;
  if (r.split && !hsa) cardErrors["hsaCard.number"] = TEST_CARD_HINT;
  if (Object.keys(cardErrors).length) return { ok: false, fieldErrors: cardErrors };

  // Only attempts that would reach the processor count.
  const refusal = await beginPayAttempt({ accountId: scope.accountId, testMode: scope.testMode }, clientAddress);
  if (refusal) return { ok: false, error: checkoutRefusalMessage(refusal) };

  const input = payInputFrom(session, r, form, { regular: regular!, hsa });
  if (!input.success) {
    const detail = input.error.issues.map((i) => ({ loc: ["body", "payment", ...i.path.map(String)], msg: i.message, type: "value_error" }));
    return fromApiError(ApiError.validation(detail), r);
  }

  try {
    await payCheckoutSession(scope, sessionId, input.data);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    const result = fromApiError(error, r);
    const paused = error.detail.some((d) => d.type === "card_declined") ? await noteDecline(scope, sessionId, merchantName) : null;
    return paused ? { ...result, error: paused } : result;
  }
  return { ok: true, redirectTo: session.success_url ? successRedirect(session.success_url, sessionId) : null };
}
