import "server-only";
import { eq, isNull } from "drizzle-orm";
import { webhookEndpoints } from "@/lib/db/schema";
import type { WebhookListQuery } from "@/lib/schemas/webhook";
import type { Scope } from "../../scope";
import { paginate } from "../paginate";
import { serializeWebhook } from "./serialize-webhook";

export async function listWebhooks(scope: Scope, query: WebhookListQuery) {
  const filters = [isNull(webhookEndpoints.deletedAt)];
  if (query.disabled !== undefined) filters.push(eq(webhookEndpoints.disabled, query.disabled));
  return paginate(scope, webhookEndpoints, query, filters, (rows) => rows.map((r) => serializeWebhook(r)), "webhook");
}
