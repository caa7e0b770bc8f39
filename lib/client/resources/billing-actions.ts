// Writes on subscriptions and invoices. Each changes the other (a price change bills an invoice
// at once; paying or voiding an invoice moves its subscription's status), so each refreshes both,
// and payments where money moves.
import type { Invoice } from "@/lib/schemas/invoice";
import type { Subscription, SubscriptionUpdate, TestClock } from "@/lib/schemas/subscription";
import { useResourceAction, type ActionOptions } from "../use-resource";
import { eventKeys } from "./events";
import { invoiceKeys, invoicesResource } from "./invoices";
import { paymentIntentKeys } from "./payment-intents";
import { subscriptionKeys, subscriptionsResource } from "./subscriptions";

const SUBSCRIPTION_QUERIES = [subscriptionKeys.all, invoiceKeys.all, paymentIntentKeys.all];
const INVOICE_QUERIES = [invoiceKeys.all, subscriptionKeys.all, paymentIntentKeys.all];

/** PATCH a subscription: resume it, or change an item's price (billed at once). */
export function useUpdateSubscription(id: string, options: ActionOptions<Subscription, SubscriptionUpdate> = {}) {
  return useResourceAction({ mutationFn: (body: SubscriptionUpdate) => subscriptionsResource.update(id, body), invalidates: SUBSCRIPTION_QUERIES, ...options });
}

/** DELETE: the subscription ends at the end of its current period. */
export function useCancelSubscriptionAtPeriodEnd(id: string, options: ActionOptions<Subscription, void> = {}) {
  return useResourceAction({ mutationFn: () => subscriptionsResource.cancelAtPeriodEnd(id), invalidates: SUBSCRIPTION_QUERIES, ...options });
}

export function useVoidInvoice(id: string, options: ActionOptions<Invoice, void> = {}) {
  return useResourceAction({ mutationFn: () => invoicesResource.void(id), invalidates: INVOICE_QUERIES, ...options });
}

/** Retry payment now. A decline is recorded as an attempt, so the page refreshes either way. */
export function usePayInvoice(id: string, options: ActionOptions<Invoice, void> = {}) {
  return useResourceAction({ mutationFn: () => invoicesResource.pay(id), invalidates: INVOICE_QUERIES, refreshOnError: true, ...options });
}

/** Test mode's clock: moves forward and runs what falls due, so billing, payments and events all change. */
export function useAdvanceTestClock(options: ActionOptions<TestClock, number> = {}) {
  return useResourceAction({
    mutationFn: (seconds: number) => subscriptionsResource.advanceClock(seconds),
    invalidates: [subscriptionKeys.all, invoiceKeys.all, paymentIntentKeys.all, eventKeys.all],
    ...options,
  });
}
