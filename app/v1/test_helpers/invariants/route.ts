// /v1/test_helpers/invariants: the money invariants over the caller's account (test mode only).
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { checkMoneyInvariants } from "@/lib/server/services/invariants/check-money-invariants";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  GET: handle(endpoints.checkInvariantsTestHelper, async ({ scope }) => ({ violations: await checkMoneyInvariants(scope.db, scope.accountId) })),
});
