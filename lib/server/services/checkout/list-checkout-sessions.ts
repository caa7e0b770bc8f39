import "server-only";
import { eq, ilike, or, sql } from "drizzle-orm";
import { checkoutSessions, customers } from "@/lib/db/schema";
import type { CheckoutSessionListQuery } from "@/lib/schemas/checkout-session";
import type { Scope } from "../../scope";
import { likePattern } from "../like-pattern";
import { paginate } from "../paginate";
import { serializeCheckoutSessions } from "./serialize-checkout-session";

export async function listCheckoutSessions(scope: Scope, query: CheckoutSessionListQuery, expand: Set<string> = new Set()) {
  const filters = [];
  if (query.status) filters.push(eq(checkoutSessions.status, query.status));
  if (query.client_reference_id) filters.push(eq(checkoutSessions.clientReferenceId, query.client_reference_id));
  if (query.customer) filters.push(eq(checkoutSessions.customerId, query.customer));
  if (query.search) {
    const p = likePattern(query.search);
    filters.push(
      or(
        ilike(checkoutSessions.clientReferenceId, p),
        ilike(checkoutSessions.id, p),
        sql`${checkoutSessions.defaults}->>'email' ilike ${p}`,
        sql`${checkoutSessions.customerId} in (select ${customers.id} from ${customers} where ${customers.email} ilike ${p})`,
      ),
    );
  }
  return paginate(scope, checkoutSessions, query, filters, (rows) => serializeCheckoutSessions(scope, rows, expand), "checkout session");
}
