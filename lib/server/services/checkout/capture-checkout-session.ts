import "server-only";
import type { CaptureCheckoutSession } from "@/lib/schemas/checkout-session";
import { ApiError } from "../../errors";
import { inTransaction, type Scope } from "../../scope";
import { captureIntents } from "./capture-intents";
import { getCheckoutSession } from "./get-checkout-session";
import { getCheckoutSessionOrThrow } from "./get-checkout-session";

/** Manual capture: all lines or the ones named, once; the rest of the hold is released. */
export async function captureCheckoutSession(scope: Scope, id: string, input: CaptureCheckoutSession) {
  await inTransaction(scope, async (tx) => {
    const session = await getCheckoutSessionOrThrow(tx, id);
    if (session.captureMethod !== "manual") {
      throw ApiError.badRequest("checkout_session_unexpected_state", "This session captures automatically at payment.", []);
    }
    await captureIntents(tx, id, input.line_items ?? null, input.metadata ?? {});
  });
  return getCheckoutSession(scope, id);
}
