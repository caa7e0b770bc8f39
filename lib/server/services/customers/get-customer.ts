import "server-only";
import { and, eq } from "drizzle-orm";
import { customers } from "@/lib/db/schema";
import { ApiError } from "../../errors";
import type { Scope } from "../../scope";
import { serializeCustomer } from "./serialize-customer";

/** The customer row of this account and mode, or undefined; `forUpdate` locks it. */
export async function findCustomerRow(scope: Scope, id: string, forUpdate = false) {
  const q = scope.db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.accountId, scope.accountId), eq(customers.testMode, scope.testMode)))
    .limit(1);
  const [row] = forUpdate ? await q.for("update") : await q;
  return row;
}

export async function getCustomer(scope: Scope, id: string) {
  const row = await findCustomerRow(scope, id);
  if (!row) throw ApiError.notFound("customer", id);
  return serializeCustomer(row);
}
