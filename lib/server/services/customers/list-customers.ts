import "server-only";
import { ilike, or, sql } from "drizzle-orm";
import { customers } from "@/lib/db/schema";
import type { CustomerListQuery } from "@/lib/schemas/customer";
import type { Scope } from "../../scope";
import { paginate } from "../paginate";
import { serializeCustomer } from "./serialize-customer";
import { likePattern } from "../like-pattern";

export async function listCustomers(scope: Scope, query: CustomerListQuery) {
  const filters = [];
  if (query.email) filters.push(sql`lower(${customers.email}) = lower(${query.email})`);
  if (query.search) {
    const p = likePattern(query.search);
    filters.push(
      or(
        ilike(customers.email, p),
        ilike(customers.firstName, p),
        ilike(customers.lastName, p),
        sql`(coalesce(${customers.firstName}, '') || ' ' || coalesce(${customers.lastName}, '')) ilike ${p}`,
        ilike(customers.id, p),
      ),
    );
  }
  return paginate(scope, customers, query, filters, (rows) => rows.map(serializeCustomer), "customer");
}
