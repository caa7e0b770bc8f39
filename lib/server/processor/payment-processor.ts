/**
 * What the services need from a card processor. The built-in test processor implements it; a
 * real processor adapter replaces it without touching the services.
 */
export type CardDetails = { brand: string; last4: string; hsaFsa: boolean };

export type AuthorizeResult =
  | { ok: true; chargeId: string; card: CardDetails }
  | { ok: false; code: string; message: string; declineCode?: string };

export interface PaymentProcessor {
  /** Describes the card behind a token without charging it (saving a card, showing it). */
  inspect(token: string): CardDetails | null;
  /** Places a hold for `amount` cents. `eligibleOnly`: an HSA/FSA card may only pay eligible items. */
  authorize(input: { token: string; amount: number; eligibleCart: boolean }): Promise<AuthorizeResult>;
  /** Captures up to the held amount; the rest of the hold is released. */
  capture(chargeId: string, amount: number): Promise<void>;
  /** Releases a hold that will not be captured. */
  release(chargeId: string): Promise<void>;
  /** Starts a refund; settlement comes later (see settleRefund). */
  refund(chargeId: string, amount: number): Promise<{ processorRefundId: string }>;
  /** Asks the network how a refund settled: succeeded with an acquirer reference number, or failed. */
  settleRefund(processorRefundId: string): Promise<{ status: "succeeded"; arn: string } | { status: "failed"; reason: string }>;
}
