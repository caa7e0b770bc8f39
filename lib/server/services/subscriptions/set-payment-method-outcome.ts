import "server-only";
import { eq } from "drizzle-orm";
import { paymentMethods } from "@/lib/db/schema";
import { ApiError } from "../../errors";
import type { Scope } from "../../scope";
import { findScoped } from "../find-scoped";

/** Test mode: how a saved card's next off-session charges turn out (a card that starts failing, then recovers). */
export async function setPaymentMethodOutcome(scope: Scope, id: string, outcome: "succeed" | "card_declined" | "insufficient_funds") {
  const pm = await findScoped(scope, paymentMethods, id);
  if (!pm) throw ApiError.notFound("payment_method", id);
  const [row] = await scope.db
    .update(paymentMethods)
    .set({ testOutcome: outcome === "succeed" ? null : outcome })
    .where(eq(paymentMethods.id, id))
    .returning();
  return { payment_method_id: row.id, brand: row.brand, last4: row.last4, hsa_fsa: row.hsaFsa, outcome, test_mode: row.testMode };
}
