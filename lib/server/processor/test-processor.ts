import { createHash, randomBytes } from "node:crypto";
import type { AuthorizeInput, AuthorizeResult, CardDetails, PaymentProcessor, SaveCardResult } from "./payment-processor";

type TestCard = CardDetails & { outcome: "succeed" | "card_declined" | "insufficient_funds" };

/** The test cards of docs/api.md, by card number and by token. */
const CARDS: Record<string, TestCard> = {
  "4242424242424242": { brand: "visa", last4: "4242", hsaFsa: false, outcome: "succeed" },
  "4000056655665556": { brand: "visa", last4: "5556", hsaFsa: true, outcome: "succeed" },
  "4000000000000002": { brand: "visa", last4: "0002", hsaFsa: false, outcome: "card_declined" },
  "4000000000009995": { brand: "visa", last4: "9995", hsaFsa: false, outcome: "insufficient_funds" },
};

export const TEST_TOKENS: Record<string, string> = {
  pm_card_visa: "4242424242424242",
  pm_card_hsa_fsa: "4000056655665556",
  pm_card_chargeDeclined: "4000000000000002",
  pm_card_insufficientFunds: "4000000000009995",
};

/** A test card number typed on the hosted page (test mode only), as the token the API accepts. */
export function tokenForCardNumber(number: string): string | null {
  const digits = number.replace(/\D/g, "");
  return Object.entries(TEST_TOKENS).find(([, n]) => n === digits)?.[0] ?? null;
}

function card(token: string): TestCard | null {
  return CARDS[TEST_TOKENS[token] ?? token.replace(/\D/g, "")] ?? null;
}

/** The card of a test token, synchronously (the hosted page's confirmation shows it). */
export function describeTestCard(token: string): CardDetails | null {
  const c = card(token);
  return c ? { brand: c.brand, last4: c.last4, hsaFsa: c.hsaFsa } : null;
}

/** Test mode's card network: deterministic outcomes, no money moves. Never used in live mode. */
export class TestProcessor implements PaymentProcessor {
  readonly name = "test" as const;

  async describe(token: string): Promise<CardDetails | null> {
    return describeTestCard(token);
  }

  async authorize({ token, eligibleCart }: AuthorizeInput): Promise<AuthorizeResult> {
    const c = card(token);
    if (!c) return { ok: false, code: "payment_method_invalid", message: "This payment method is not a known test card." };
    if (c.outcome === "card_declined")
      return { ok: false, code: "card_declined", declineCode: "generic_decline", message: "Your card was declined. Try another card." };
    if (c.outcome === "insufficient_funds")
      return { ok: false, code: "card_declined", declineCode: "insufficient_funds", message: "Your card has insufficient funds. Try another card." };
    if (c.hsaFsa && !eligibleCart) {
      return {
        ok: false,
        code: "card_declined",
        declineCode: "hsa_fsa_card_not_allowed",
        message: "HSA/FSA cards can only pay for eligible items. Use a regular card for the rest of the cart.",
      };
    }
    const chargeId = `fch_${randomBytes(12).toString("hex")}`;
    return { ok: true, paymentId: chargeId, chargeId, card: { brand: c.brand, last4: c.last4, hsaFsa: c.hsaFsa } };
  }

  async capture(): Promise<void> {}

  async release(): Promise<void> {}

  async refund(paymentId: string, amount: number) {
    return {
      processorRefundId: `tre_${createHash("sha256")
        .update(`${paymentId}:${amount}:${randomBytes(8).toString("hex")}`)
        .digest("hex")
        .slice(0, 20)}`,
    };
  }

  async settleRefund(processorRefundId: string) {
    // A 23-digit acquirer reference number, as card networks issue.
    const digits = BigInt(`0x${createHash("sha256").update(processorRefundId).digest("hex").slice(0, 18)}`)
      .toString()
      .padStart(23, "7")
      .slice(0, 23);
    return { status: "succeeded" as const, arn: digits };
  }

  async ensureCustomer(): Promise<string | null> {
    return null;
  }

  async saveCard({ token }: { token: string }): Promise<SaveCardResult> {
    const c = describeTestCard(token);
    if (!c) return { ok: false, code: "payment_method_invalid", message: "This payment method is not a known test card." };
    return { ok: true, token, card: c, processorCustomerId: null };
  }
}

export const testProcessor = new TestProcessor();
