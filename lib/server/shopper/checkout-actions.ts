"use server";

// Server actions of the hosted checkout page (no merchant session: the unguessable session id is
// the shopper's access). Next checks each call's Origin; payAsShopper validates every input.
import { payAsShopper, type PayResult } from "./pay-as-shopper";

export async function payCheckoutAction(sessionId: unknown, values: unknown): Promise<PayResult> {
  if (typeof sessionId !== "string") return { ok: false, error: "This checkout is no longer available.", refresh: true };
  return payAsShopper(sessionId, values);
}
