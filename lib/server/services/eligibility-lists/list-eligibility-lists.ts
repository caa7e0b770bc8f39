import "server-only";
import { eligibilityLists } from "@/lib/db/schema";
import type { ListQuery } from "@/lib/schemas/common";
import type { Scope } from "../../scope";
import { paginate } from "../paginate";
import { serializeEligibilityList } from "./serialize-eligibility-list";

export async function listEligibilityLists(scope: Scope, query: ListQuery) {
  return paginate(scope, eligibilityLists, query, [], (rows) => rows.map((r) => serializeEligibilityList(r)), "eligibility_list");
}
