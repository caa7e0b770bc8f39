// Webhook endpoints as the dashboard uses them: list, detail, create/edit, disable, rotate,
// delete, test events, and their delivery attempts and 24-hour stats.
import type { Event } from "@/lib/schemas/event";
import type { Webhook, WebhookAttempt, WebhookAttemptListQuery, WebhookCreate, WebhookListQuery, WebhookStats, WebhookUpdate } from "@/lib/schemas/webhook";
import { apiFetch, apiList, apiRetrieve } from "../api";
import { createQueryKeys } from "../query-keys";
import { defineResource } from "../resource";

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

/** "https://shop.example.com/api/hooks" -> "shop.example.com/api/hooks" for tables. */
export function shortUrl(url: string): string {
  return url.replace(/^https?:\/\//, "");
}
