// Webhook endpoints as the dashboard uses them: list, detail, create/edit, disable, rotate,
// delete, test events, and their delivery attempts and 24-hour stats.
import { useQueryClient } from "@tanstack/react-query";
import type { Event } from "@/lib/schemas/event";
import type { Webhook, WebhookAttempt, WebhookAttemptListQuery, WebhookCreate, WebhookListQuery, WebhookStats, WebhookUpdate } from "@/lib/schemas/webhook";
import { apiFetch, apiList, apiRetrieve } from "../api";
import { createQueryKeys } from "../query-keys";
import { defineResource } from "../resource";
import { useResourceAction, useResourceQuery, type ActionOptions } from "../use-resource";

export type WebhookListParams = Pick<WebhookListQuery, "limit" | "starting_after" | "ending_before">;
export type WebhookAttemptParams = Pick<WebhookAttemptListQuery, "status" | "limit" | "starting_after" | "ending_before">;

export const webhookKeys = createQueryKeys<"webhooks", WebhookListParams>("webhooks");
export const webhookAttemptKeys = {
  all: ["webhook_attempts"] as const,
  list: (webhookId: string, params: WebhookAttemptParams) => ["webhook_attempts", webhookId, params] as const,
  stats: (webhookId: string) => ["webhook_attempts", webhookId, "stats"] as const,
};

const base = defineResource<Webhook, WebhookCreate, WebhookUpdate, WebhookListParams>({
  path: "/v1/webhooks",
  singular: "webhook",
  keys: webhookKeys,
  idOf: (w) => w.webhook_id,
});
const item = (id: string) => `${base.path}/${encodeURIComponent(id)}`;

export const webhooksResource = {
  ...base,
  remove: async (id: string) => (await apiFetch<{ webhook: Webhook }>(item(id), { method: "DELETE" })).data.webhook,
  rotateSecret: async (id: string) => (await apiFetch<{ webhook: Webhook }>(`${item(id)}/rotate_secret`, { method: "POST" })).data.webhook,
  sendTestEvent: async (id: string) => (await apiFetch<{ event: Event }>(`${item(id)}/send_test_event`, { method: "POST" })).data.event,
  attempts: (id: string, params: WebhookAttemptParams, signal?: AbortSignal) => apiList<WebhookAttempt>(`${item(id)}/attempts`, params, signal),
  stats: (id: string, signal?: AbortSignal) => apiRetrieve<WebhookStats>(`${item(id)}/stats`, undefined, signal),
};

/** The last 24 hours' success rate and counts, refreshed every 3 s. */
export function useWebhookStats(id: string) {
  return useResourceQuery<WebhookStats>(webhookAttemptKeys.stats(id), (signal) => webhooksResource.stats(id, signal), { refetchInterval: 3000 });
}

/** One page of an endpoint's delivery attempts, polled every 2 s (the previous page stays while the next loads). */
export function useWebhookAttempts(id: string, params: WebhookAttemptParams) {
  return useResourceQuery(webhookAttemptKeys.list(id, params), (signal) => webhooksResource.attempts(id, params, signal), {
    keepPrevious: true,
    refetchInterval: 2000,
  });
}

/** A write on an endpoint refreshes endpoints and their attempts (stats included). */
const WEBHOOK_QUERIES = [webhookKeys.all, webhookAttemptKeys.all];

/** PATCH an endpoint (e.g. disable or enable it). */
export function useUpdateWebhook(id: string, options: ActionOptions<Webhook, WebhookUpdate> = {}) {
  return useResourceAction({ mutationFn: (body: WebhookUpdate) => webhooksResource.update(id, body), invalidates: WEBHOOK_QUERIES, ...options });
}

/** A new signing secret (the answer is the only time it is shown). */
export function useRotateWebhookSecret(id: string, options: ActionOptions<Webhook, void> = {}) {
  return useResourceAction({ mutationFn: () => webhooksResource.rotateSecret(id), invalidates: WEBHOOK_QUERIES, ...options });
}

export function useSendTestEvent(id: string, options: ActionOptions<Event, void> = {}) {
  return useResourceAction({ mutationFn: () => webhooksResource.sendTestEvent(id), invalidates: WEBHOOK_QUERIES, ...options });
}

/** DELETE an endpoint: lists refresh (its detail is not refetched: it is gone). */
export function useDeleteWebhook(id: string, options: ActionOptions<Webhook, void> = {}) {
  return useResourceAction({ mutationFn: () => webhooksResource.remove(id), invalidates: [webhookKeys.lists()], ...options });
}

/**
 * Create (no `webhook`) or edit an endpoint. The detail cache is primed without the signing
 * secret (only a create's answer carries it, once), then every endpoint query refreshes.
 */
export function useSaveWebhook(webhook: Webhook | undefined, options: ActionOptions<Webhook, WebhookCreate> = {}) {
  const queryClient = useQueryClient();
  return useResourceAction({
    mutationFn: (body: WebhookCreate) => (webhook ? webhooksResource.update(webhook.webhook_id, body) : webhooksResource.create(body)),
    invalidates: [webhookKeys.all],
    ...options,
    onSuccess: (saved, body) => {
      queryClient.setQueryData(webhookKeys.detail(saved.webhook_id), { ...saved, signing_secret: null });
      options.onSuccess?.(saved, body);
    },
  });
}

/** "https://shop.example.com/api/hooks" -> "shop.example.com/api/hooks" for tables. */
export function shortUrl(url: string): string {
  return url.replace(/^https?:\/\//, "");
}
