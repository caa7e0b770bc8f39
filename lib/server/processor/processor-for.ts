import "server-only";
import { ApiError } from "../errors";
import type { PaymentProcessor } from "./payment-processor";
import { liveProcessorConfig } from "./processor-config";
import { StripeProcessor } from "./stripe-processor";
import { testProcessor } from "./test-processor";
import { inSpan, SpanKind, tracingOn } from "@/lib/telemetry/spans";

type ProcessorScope = { db: Parameters<typeof liveProcessorConfig>[0]; accountId: string; testMode: boolean };

export const NOT_CONFIGURED_MESSAGE = "This account cannot take live payments yet: set up a payments processor in Settings → Payments processor.";

// One SDK client per secret key (a merchant replacing its key gets a new one).
const clients = new Map<string, StripeProcessor>();
let override: ((scope: ProcessorScope) => PaymentProcessor | null) | null = null;

/**
 * The processor of a merchant and mode. Test mode: the built-in test network, always. Live mode:
 * the merchant's Stripe (its own keys, else the deployment's); never the test network: without a
 * processor a live payment is refused (400 processor_not_configured).
 */
export async function processorFor(scope: ProcessorScope): Promise<PaymentProcessor> {
  const chosen = override?.(scope);
  if (chosen) return traced(chosen, "override");
  if (scope.testMode) return traced(testProcessor, "test");
  const config = await liveProcessorConfig(scope.db, scope.accountId);
  if (!config) throw ApiError.badRequest("processor_not_configured", NOT_CONFIGURED_MESSAGE, []);
  let client = clients.get(config.secretKey);
  if (!client) {
    if (clients.size > 100) clients.clear();
    client = new StripeProcessor(config.secretKey);
    clients.set(config.secretKey, client);
  }
  return traced(client, "stripe");
}

/** With tracing on, every processor call in a client span of its own (processor authorize, ...). */
function traced(processor: PaymentProcessor, name: string): PaymentProcessor {
  if (!tracingOn()) return processor;
  return new Proxy(processor, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) =>
        inSpan(`processor ${String(property)}`, { kind: SpanKind.CLIENT, attributes: { "commerce.processor": name } }, () =>
          Promise.resolve(value.apply(target, args)),
        );
    },
  });
}

/** Tests only: answer another processor (null: the normal choice). */
export function overrideProcessor(choose: ((scope: ProcessorScope) => PaymentProcessor | null) | null) {
  override = choose;
}

/** The id the processor knows a payment intent's payment by (older test rows kept it in latest_charge). */
export function processorPaymentOf(pi: { processorPaymentId: string | null; latestCharge: string | null }): string {
  return pi.processorPaymentId ?? pi.latestCharge!;
}

/**
 * Releases what the processor holds for an intent that will not be captured: an authorization,
 * or a payment still waiting for 3-D Secure. Nothing to release, nothing asked (a live session
 * without a processor can still be canceled).
 */
export async function releaseHold(scope: ProcessorScope, pi: HeldIntent & { status: string }): Promise<void> {
  const held = pi.status === "requires_capture" || (pi.status === "requires_action" && pi.processorPaymentId);
  if (!held || !(pi.processorPaymentId || pi.latestCharge)) return;
  // Keys removed since the payment (live): the hold cannot be released from here; Stripe lets an
  // uncaptured authorization lapse, and canceling our side must still work.
  const processor = await processorFor(scope).catch((error) => {
    if (error instanceof ApiError && error.detail[0]?.type === "processor_not_configured") return null;
    throw error;
  });
  await processor?.release(processorPaymentOf(pi), releaseKey(pi));
}

type HeldIntent = { id: string; processorPaymentId: string | null; latestCharge: string | null; processorAttempts: number };

/** The release of an intent's current payment at the processor (a later attempt is another payment). */
export function releaseKey(pi: Pick<HeldIntent, "id" | "processorAttempts">): string {
  return `${pi.id}:release:${pi.processorAttempts}`;
}
