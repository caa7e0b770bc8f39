import "server-only";
import { checkoutSessions } from "@/lib/db/schema";
import { ApiError } from "../../errors";
import type { Scope } from "../../scope";
import { findScoped } from "../find-scoped";
import { serializeCheckoutSessions } from "./serialize-checkout-session";

export async function getCheckoutSessionOrThrow(scope: Scope, id: string, forUpdate = false) {
  const row = await findScoped(scope, checkoutSessions, id, forUpdate);
  if (!row) throw ApiError.notFound("checkout session", id);
  return row;
}

export async function getCheckoutSession(scope: Scope, id: string, expand: Set<string> = new Set()) {
  const [session] = await serializeCheckoutSessions(scope, [await getCheckoutSessionOrThrow(scope, id)], expand);
  return session;
}
