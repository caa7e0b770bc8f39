import { createHash, randomBytes } from "node:crypto";
import type { AuthorizeResult, CardDetails, PaymentProcessor } from "./payment-processor";

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

/** A test card number typed on the hosted page, as the token the API accepts. */
export function tokenForCardNumber(number: string): string | null {
  const digits = number.replace(/\D/g, "");
  return Object.entries(TEST_TOKENS).find(([, n]) => n === digits)?.[0] ?? null;
}

function card(token: string): TestCard | null {
  return CARDS[TEST_TOKENS[token] ?? token.replace(/\D/g, "")] ?? null;
}

/** A test-mode card network: deterministic outcomes, no money moves. */
export class TestProcessor implements PaymentProcessor {
  inspect(token: string): CardDetails | null {
    const c = card(token);
    return c ? { brand: c.brand, last4: c.last4, hsaFsa: c.hsaFsa } : null;
  }

  async authorize({ token, eligibleCart }: { token: string; amount: number; eligibleCart: boolean }): Promise<AuthorizeResult> {
    const c = card(token);
    if (!c) return { ok: false, code: "payment_method_invalid", message: "This payment method is not a known test card." };
    if (c.outcome === "card_declined") return { ok: false, code: "card_declined", declineCode: "generic_decline", message: "Your card was declined. Try another card." };
    if (c.outcome === "insufficient_funds") return { ok: false, code: "card_declined", declineCode: "insufficient_funds", message: "Your card has insufficient funds. Try another card." };
    if (c.hsaFsa && !eligibleCart) {
      return { ok: false, code: "card_declined", declineCode: "hsa_fsa_card_not_allowed", message: "HSA/FSA cards can only pay for eligible items. Use a regular card for the rest of the cart." };
    }
    return { ok: true, chargeId: `fch_${randomBytes(12).toString("hex")}`, card: { brand: c.brand, last4: c.last4, hsaFsa: c.hsaFsa } };
  }

  async capture(): Promise<void> {}

  async release(): Promise<void> {}

  async refund(chargeId: string, amount: number) {
    return { processorRefundId: `tre_${createHash("sha256").update(`${chargeId}:${amount}:${randomBytes(8).toString("hex")}`).digest("hex").slice(0, 20)}` };
  }

  async settleRefund(processorRefundId: string) {
    // A 23-digit acquirer reference number, as card networks issue.
    const digits = BigInt(`0x${createHash("sha256").update(processorRefundId).digest("hex").slice(0, 18)}`).toString().padStart(23, "7").slice(0, 23);
    return { status: "succeeded" as const, arn: digits };
  }
}

let processor: PaymentProcessor = new TestProcessor();

/** The processor in use (the test processor here; a live adapter would be chosen by mode). */
export function getProcessor(): PaymentProcessor {
  return processor;
}

export function setProcessor(p: PaymentProcessor) {
  processor = p;
}
