"use server";

// Server actions of the hosted checkout page (no merchant session: the session id and its URL
// secret are the shopper's access). Next checks each call's Origin; payAsShopper validates every input.
import { headers } from "next/headers";
import { clientAddress } from "../http/client-address";
import { payAsShopper, type PayResult } from "./pay-as-shopper";

export async function payCheckoutAction(sessionId: unknown, secret: unknown, values: unknown): Promise<PayResult> {
  if (typeof sessionId !== "string" || typeof secret !== "string") return { ok: false, error: "This checkout is no longer available.", refresh: true };
  return payAsShopper(sessionId, secret, values, clientAddress(await headers()));
}
