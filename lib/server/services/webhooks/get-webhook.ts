import "server-only";
import { webhookEndpoints } from "@/lib/db/schema";
import { ApiError } from "../../errors";
import type { Scope } from "../../scope";
import { findScoped } from "../find-scoped";
import { serializeWebhook, type WebhookRow } from "./serialize-webhook";

/** The caller's endpoint (deleted ones are gone); `forUpdate` locks it. */
export async function getWebhookOrThrow(scope: Scope, id: string, forUpdate = false, loc: (string | number)[] = ["path", "id"]): Promise<WebhookRow> {
  const row = await findScoped(scope, webhookEndpoints, id, forUpdate);
  if (!row || row.deletedAt) throw ApiError.notFound("webhook", id, loc);
  return row;
}

export async function getWebhook(scope: Scope, id: string) {
  return serializeWebhook(await getWebhookOrThrow(scope, id));
}
