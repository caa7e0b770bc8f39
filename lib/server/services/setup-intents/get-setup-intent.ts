import "server-only";
import { customers, paymentMethods, setupIntents } from "@/lib/db/schema";
import type { SetupIntent } from "@/lib/schemas/setup-intent";
import { ApiError } from "../../errors";
import type { Scope } from "../../scope";
import { serializeCustomer } from "../customers/serialize-customer";
import { findScoped } from "../find-scoped";

export async function getSetupIntent(scope: Scope, id: string, expand: Set<string> = new Set()): Promise<SetupIntent> {
  const row = await findScoped(scope, setupIntents, id);
  if (!row) throw ApiError.notFound("setup intent", id);
  let customer: SetupIntent["customer"] = row.customerId;
  if (expand.has("customer") && row.customerId) {
    const c = await findScoped(scope, customers, row.customerId);
    customer = c ? serializeCustomer(c) : row.customerId;
  }
  let paymentMethod: SetupIntent["payment_method"] = row.paymentMethod;
  if (expand.has("payment_method") && row.paymentMethod) {
    const pm = await findScoped(scope, paymentMethods, row.paymentMethod);
    paymentMethod = pm
      ? { payment_method_id: pm.id, brand: pm.brand, last4: pm.last4, hsa_fsa: pm.hsaFsa, customer: pm.customerId, created_at: pm.createdAt.toISOString() }
      : row.paymentMethod;
  }
  return {
    setup_intent_id: row.id,
    client_secret: row.clientSecret,
    customer,
    description: row.description,
    payment_method: paymentMethod,
    partner_id: row.partnerId,
    metadata: row.metadata,
    created_at: row.createdAt.toISOString(),
    test_mode: row.testMode,
    status: row.status as SetupIntent["status"],
    usage: "off_session",
    checkout_session: row.checkoutSessionId,
  };
}
