// /v1/test_helpers/invariants: the money invariants over the caller's account (test mode only),
// and the footprint of what requests have written there (?footprint_only=true skips the checks).
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { accountFootprint } from "@/lib/server/services/invariants/account-footprint";
import { checkMoneyInvariants } from "@/lib/server/services/invariants/check-money-invariants";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  GET: handle(endpoints.checkInvariantsTestHelper, async ({ scope, query }) => ({
    violations: query.footprint_only ? null : await checkMoneyInvariants(scope.db, scope.accountId),
    footprint: await accountFootprint(scope),
  })),
});
