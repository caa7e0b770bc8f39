import "server-only";
import { eq } from "drizzle-orm";
import { promoCodes } from "@/lib/db/schema";
import type { PromoCodeUpdate } from "@/lib/schemas/promo-code";
import { inTransaction, type Scope } from "../../scope";
import { mergeMetadata } from "../merge-metadata";
import { recordEvent } from "../record-event";
import { getPromoCodeOrThrow } from "./get-promo-code";
import { serializePromoCodes } from "./serialize-promo-code";

export async function updatePromoCode(scope: Scope, id: string, input: PromoCodeUpdate) {
  return inTransaction(scope, async (tx) => {
    const current = await getPromoCodeOrThrow(tx, id, true);
    const patch: Partial<typeof promoCodes.$inferInsert> = {};
    if (input.active != null) patch.active = input.active;
    if (input.metadata !== undefined) patch.metadata = mergeMetadata(current.metadata, input.metadata);
    const [row] = Object.keys(patch).length ? await tx.db.update(promoCodes).set(patch).where(eq(promoCodes.id, id)).returning() : [current];
    const [promo] = await serializePromoCodes(tx, [row]);
    await recordEvent(tx, "promo_code.updated", "promo_code", promo, promo.promo_code_id);
    return promo;
  });
}
