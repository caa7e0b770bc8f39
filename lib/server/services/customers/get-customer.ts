import "server-only";
import { customers } from "@/lib/db/schema";
import { ApiError } from "../../errors";
import { findScoped } from "../find-scoped";
import type { Scope } from "../../scope";
import { serializeCustomer } from "./serialize-customer";

/** The customer row of this account and mode, or undefined; `forUpdate` locks it. */
export function findCustomerRow(scope: Scope, id: string, forUpdate = false) {
  return findScoped(scope, customers, id, forUpdate);
}

export async function getCustomer(scope: Scope, id: string) {
  const row = await findCustomerRow(scope, id);
  if (!row) throw ApiError.notFound("customer", id);
  return serializeCustomer(row);
}
