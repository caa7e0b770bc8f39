import "server-only";
import { eq } from "drizzle-orm";
import { subscriptions } from "@/lib/db/schema";
import type { SubscriptionListQuery } from "@/lib/schemas/subscription";
import type { Scope } from "../../scope";
import { paginate } from "../paginate";
import { serializeSubscriptions } from "./serialize-subscription";

export async function listSubscriptions(scope: Scope, query: SubscriptionListQuery, expand: Set<string> = new Set()) {
  const filters = [];
  if (query.customer) filters.push(eq(subscriptions.customerId, query.customer));
  if (query.status) filters.push(eq(subscriptions.status, query.status));
  const withCustomer = query.expand_customer ? new Set([...expand, "customer"]) : expand;
  const normalized = { ...query, offset: query.offset ?? undefined, interval: query.interval ?? undefined };
  return paginate(scope, subscriptions, normalized, filters, (rows) => serializeSubscriptions(scope, rows, withCustomer), "subscription");
}
