import "server-only";
import { paymentIntents } from "@/lib/db/schema";
import { ApiError } from "../../errors";
import type { Scope } from "../../scope";
import { findScoped } from "../find-scoped";
import { serializePaymentIntents } from "./serialize-payment-intent";

export async function getPaymentIntent(scope: Scope, id: string, expand: Set<string> = new Set()) {
  const row = await findScoped(scope, paymentIntents, id);
  if (!row) throw ApiError.notFound("payment intent", id);
  const [pi] = await serializePaymentIntents(scope, [row], expand.has("customer"));
  return pi;
}
