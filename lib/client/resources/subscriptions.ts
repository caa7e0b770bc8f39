// Subscriptions as the dashboard uses them: list, detail, change (items, cancel at period end,
// resume), cancel (DELETE), and the test clock.
import type {
  Subscription,
  SubscriptionListQuery,
  SubscriptionPreview,
  SubscriptionPreviewInput,
  SubscriptionUpdate,
  TestClock,
} from "@/lib/schemas/subscription";
import { apiFetch } from "../api";
import { createQueryKeys } from "../query-keys";
import { defineResource } from "../resource";
import { useResourceQuery } from "../use-resource";

export type SubscriptionListParams = Pick<SubscriptionListQuery, "status" | "customer" | "expand_customer" | "limit" | "starting_after" | "ending_before">;

export const subscriptionKeys = createQueryKeys<"subscriptions", SubscriptionListParams>("subscriptions");

const base = defineResource<Subscription, never, SubscriptionUpdate, SubscriptionListParams>({
  path: "/v1/subscriptions",
  singular: "subscription",
  keys: subscriptionKeys,
  idOf: (s) => s.subscription_id,
});

export const subscriptionsResource = {
  ...base,
  cancelAtPeriodEnd: async (id: string) =>
    (await apiFetch<{ subscription: Subscription }>(`${base.path}/${encodeURIComponent(id)}`, { method: "DELETE" })).data.subscription,
  /** The server's own pricing of a change and of the next invoice (at billing time: the test clock in test mode). */
  preview: async (id: string, body: SubscriptionPreviewInput = {}, signal?: AbortSignal) =>
    (
      await apiFetch<{ subscription_preview: SubscriptionPreview }>(`${base.path}/${encodeURIComponent(id)}/preview`, {
        method: "POST",
        body: { subscription: body },
        signal,
      })
    ).data.subscription_preview,
  advanceClock: async (seconds: number) =>
    (await apiFetch<{ clock: TestClock }>("/v1/test_helpers/clock/advance", { method: "POST", body: { clock: { seconds } } })).data.clock,
};

/** The next renewal invoice as the server will bill it (pending prorations and credit included). */
export function useNextInvoicePreview(id: string) {
  return useResourceQuery<SubscriptionPreview>([...subscriptionKeys.detail(id), "next-invoice"], (signal) => subscriptionsResource.preview(id, {}, signal));
}

/** The server's pricing of a change (null: nothing chosen yet, nothing asked). */
export function useSubscriptionChangePreview(id: string, change: SubscriptionPreviewInput | null, enabled: boolean) {
  return useResourceQuery<SubscriptionPreview>(
    [...subscriptionKeys.detail(id), "preview", change],
    (signal) => subscriptionsResource.preview(id, change!, signal),
    {
      enabled: enabled && change !== null,
    },
  );
}

export const SUBSCRIPTION_STATUS_OPTIONS = [
  { value: "active", label: "Active" },
  { value: "trialing", label: "Trialing" },
  { value: "past_due", label: "Past due" },
  { value: "unpaid", label: "Unpaid" },
  { value: "canceled", label: "Canceled" },
  { value: "incomplete", label: "Incomplete" },
  { value: "incomplete_expired", label: "Incomplete, expired" },
  { value: "paused", label: "Paused" },
];

const INTERVAL_WORDS: Record<string, [string, string]> = {
  daily: ["day", "days"],
  weekly: ["week", "weeks"],
  monthly: ["month", "months"],
  yearly: ["year", "years"],
};

/** "month", "3 months". */
export function intervalLabel(interval: string, count = 1): string {
  const [one, many] = INTERVAL_WORDS[interval] ?? [interval, interval];
  return count === 1 ? one : `${count} ${many}`;
}

/** What the items cost per period, in cents. */
export const periodAmount = (s: Subscription) => s.items.reduce((sum, i) => sum + i.price.unit_amount * i.quantity, 0);
