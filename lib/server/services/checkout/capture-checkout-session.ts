import "server-only";
import type { CaptureCheckoutSession } from "@/lib/schemas/checkout-session";
import { ApiError } from "../../errors";
import { inTransaction, type Scope } from "../../scope";
import { captureLockedSession } from "./capture-intents";
import { lockSession } from "./lock-session";

/** Manual capture: all lines or the ones named, once; the rest of the hold is released. */
export async function captureCheckoutSession(scope: Scope, id: string, input: CaptureCheckoutSession) {
  return inTransaction(scope, async (tx) => {
    const { session, intents } = await lockSession(tx, id);
    if (session.captureMethod !== "manual") {
      throw ApiError.badRequest("checkout_session_unexpected_state", "This session captures automatically at payment.", []);
    }
    return captureLockedSession(tx, session, intents, input.line_items ?? null, input.metadata ?? {});
  });
}
