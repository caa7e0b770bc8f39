import "server-only";
import { checkoutSessions, customers, setupIntents } from "@/lib/db/schema";
import { newId } from "@/lib/db/ids";
import type { SetupIntentCreate } from "@/lib/schemas/setup-intent";
import { randomBytes } from "node:crypto";
import { ApiError } from "../../errors";
import { clockNow, inTransaction, type Scope } from "../../scope";
import { findScoped } from "../find-scoped";
import { recordEvent } from "../record-event";
import { getSetupIntent } from "./get-setup-intent";

export async function createSetupIntentRow(
  tx: Scope,
  input: {
    checkoutSessionId: string | null;
    customerId: string | null;
    partnerId: string | null;
    description?: string | null;
    metadata?: Record<string, unknown>;
  },
) {
  const id = newId("setupIntent");
  const [row] = await tx.db
    .insert(setupIntents)
    .values({
      id,
      accountId: tx.accountId,
      testMode: tx.testMode,
      createdAt: clockNow(tx),
      checkoutSessionId: input.checkoutSessionId,
      customerId: input.customerId,
      partnerId: input.partnerId,
      description: input.description ?? null,
      status: "requires_payment_method",
      usage: "off_session",
      clientSecret: `${id}_secret_${randomBytes(16).toString("hex")}`,
      metadata: input.metadata ?? {},
    })
    .returning();
  return row;
}

const LOC = ["body", "setup_intent"];

export async function createSetupIntent(scope: Scope, input: SetupIntentCreate) {
  const id = await inTransaction(scope, async (tx) => {
    let customerId = input.customer ?? null;
    if (input.checkout_session) {
      const session = await findScoped(tx, checkoutSessions, input.checkout_session);
      if (!session) throw ApiError.referenceNotFound("checkout_session", input.checkout_session, [...LOC, "checkout_session"]);
      customerId ??= session.customerId;
    }
    if (customerId && !(await findScoped(tx, customers, customerId))) throw ApiError.referenceNotFound("customer", customerId, [...LOC, "customer"]);
    const row = await createSetupIntentRow(tx, {
      checkoutSessionId: input.checkout_session ?? null,
      customerId,
      partnerId: input.partner_id ?? null,
      description: input.description,
      metadata: input.metadata,
    });
    await recordEvent(tx, "setup_intent.created", "setup_intent", await getSetupIntent(tx, row.id), row.id);
    return row.id;
  });
  return getSetupIntent(scope, id);
}
