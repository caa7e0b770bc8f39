/**
 * Stripe's test payment methods (`pm_card_*`) and tokens (`tok_*`), and how each behaves.
 * https://docs.stripe.com/testing lists them; `hsa_fsa` is the double's own (a Visa debit card, as
 * HSA/FSA cards are), since Stripe has no HSA/FSA test card.
 */
export type Decline = { code: string; declineCode: string; message: string; param?: string };

/** When the issuer asks for 3-D Secure: never, on every payment, or until the card is set up for off-session use. */
export type Authentication = "none" | "always" | "until_set_up";

export type TestCard = {
  number: string;
  brand: string;
  displayBrand: string;
  network: string;
  funding: "credit" | "debit" | "prepaid";
  country: string;
  authentication: Authentication;
  /** The issuer declines payments with this card. */
  decline?: Decline;
  /** Setting the card up (SetupIntent, attach) is declined too (Stripe validates it with the issuer). */
  declinesSetup: boolean;
};

export const DECLINES = {
  generic: { code: "card_declined", declineCode: "generic_decline", message: "Your card was declined." },
  insufficientFunds: { code: "card_declined", declineCode: "insufficient_funds", message: "Your card has insufficient funds." },
  lostCard: { code: "card_declined", declineCode: "lost_card", message: "Your card was declined." },
  stolenCard: { code: "card_declined", declineCode: "stolen_card", message: "Your card was declined." },
  expiredCard: { code: "expired_card", declineCode: "expired_card", message: "Your card has expired.", param: "exp_month" },
  incorrectCvc: { code: "incorrect_cvc", declineCode: "incorrect_cvc", message: "Your card's security code is incorrect.", param: "cvc" },
  processingError: {
    code: "processing_error",
    declineCode: "processing_error",
    message: "An error occurred while processing your card. Try again in a little bit.",
  },
  authenticationRequired: {
    code: "authentication_required",
    declineCode: "authentication_required",
    message: "Your card was declined. This transaction requires authentication.",
  },
} satisfies Record<string, Decline>;

function visa(number: string, extra: Partial<TestCard> = {}): TestCard {
  return {
    number,
    brand: "visa",
    displayBrand: "visa",
    network: "visa",
    funding: "credit",
    country: "US",
    authentication: "none",
    declinesSetup: extra.decline !== undefined,
    ...extra,
  };
}

const CARDS: Record<string, TestCard> = {
  visa: visa("4242424242424242"),
  visa_debit: visa("4000056655665556", { funding: "debit" }),
  hsa_fsa: visa("4000056655660077", { funding: "debit" }),
  mastercard: { ...visa("5555555555554444"), brand: "mastercard", displayBrand: "mastercard", network: "mastercard" },
  mastercard_debit: { ...visa("5200828282828210", { funding: "debit" }), brand: "mastercard", displayBrand: "mastercard", network: "mastercard" },
  amex: { ...visa("378282246310005"), brand: "amex", displayBrand: "american_express", network: "amex" },
  discover: { ...visa("6011111111111117"), brand: "discover", displayBrand: "discover", network: "discover" },
  chargeDeclined: visa("4000000000000002", { decline: DECLINES.generic }),
  chargeDeclinedInsufficientFunds: visa("4000000000009995", { decline: DECLINES.insufficientFunds }),
  chargeDeclinedLostCard: visa("4000000000009987", { decline: DECLINES.lostCard }),
  chargeDeclinedStolenCard: visa("4000000000009979", { decline: DECLINES.stolenCard }),
  chargeDeclinedExpiredCard: visa("4000000000000069", { decline: DECLINES.expiredCard }),
  chargeDeclinedIncorrectCvc: visa("4000000000000127", { decline: DECLINES.incorrectCvc }),
  chargeDeclinedProcessingError: visa("4000000000000119", { decline: DECLINES.processingError }),
  // Attaching it to a customer succeeds; charging it fails.
  chargeCustomerFail: visa("4000000000000341", { decline: DECLINES.generic, declinesSetup: false }),
  // 3-D Secure on every payment, even off-session after being set up.
  authenticationRequired: visa("4000002760003184", { authentication: "always" }),
  threeDSecure2Required: visa("4000000000003220", { authentication: "always" }),
  // 3-D Secure until set up for off-session use (SetupIntent or setup_future_usage), then none.
  authenticationRequiredOnSetup: visa("4000002500003155", { authentication: "until_set_up" }),
  // 3-D Secure succeeds, then the issuer declines for insufficient funds.
  authenticationRequiredChargeDeclinedInsufficientFunds: visa("4000008260003178", {
    authentication: "always",
    decline: DECLINES.insufficientFunds,
    declinesSetup: false,
  }),
};

// Stripe documents some decline cards under a `visa_` name too.
const ALIASES: Record<string, string> = {
  visa_chargeDeclined: "chargeDeclined",
  visa_chargeDeclinedInsufficientFunds: "chargeDeclinedInsufficientFunds",
  visa_chargeDeclinedLostCard: "chargeDeclinedLostCard",
  visa_chargeDeclinedStolenCard: "chargeDeclinedStolenCard",
};

function lookup(name: string): TestCard | undefined {
  const key = Object.hasOwn(ALIASES, name) ? ALIASES[name] : name;
  return Object.hasOwn(CARDS, key) ? CARDS[key] : undefined;
}

/** `pm_card_visa` → the Visa test card; undefined for any other id. */
export function testCardForPaymentMethodId(id: string): TestCard | undefined {
  const match = /^pm_card_(\w+)$/.exec(id);
  return match ? lookup(match[1]) : undefined;
}

/** `tok_visa` → the Visa test card. */
export function testCardForToken(token: string): TestCard | undefined {
  const match = /^tok_(\w+)$/.exec(token);
  return match ? lookup(match[1]) : undefined;
}

export const TEST_CARD_NAMES = Object.keys(CARDS);
