// /v1/eligibility_lists: import a GTIN/UPC eligibility list (CSV text) and list the imported ones.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { createEligibilityList } from "@/lib/server/services/eligibility-lists/create-eligibility-list";
import { listEligibilityLists } from "@/lib/server/services/eligibility-lists/list-eligibility-lists";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  GET: handle(endpoints.listEligibilityLists, ({ scope, query }) => listEligibilityLists(scope, query)),
  POST: handle(endpoints.createEligibilityList, ({ scope, body }) => createEligibilityList(scope, body)),
});
