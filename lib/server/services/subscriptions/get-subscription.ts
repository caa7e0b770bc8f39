import "server-only";
import { subscriptions } from "@/lib/db/schema";
import { ApiError } from "../../errors";
import type { Scope } from "../../scope";
import { findScoped } from "../find-scoped";
import { serializeSubscription, type SubscriptionRow } from "./serialize-subscription";

export async function findSubscriptionOrThrow(scope: Scope, id: string, forUpdate = false): Promise<SubscriptionRow> {
  const row = await findScoped(scope, subscriptions, id, forUpdate);
  if (!row) throw ApiError.notFound("subscription", id);
  return row;
}

export async function getSubscription(scope: Scope, id: string, expand: Set<string> = new Set()) {
  return serializeSubscription(scope, await findSubscriptionOrThrow(scope, id), expand);
}
