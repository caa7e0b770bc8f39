import "server-only";
import { refunds } from "@/lib/db/schema";
import { ApiError } from "../../errors";
import type { Scope } from "../../scope";
import { findScoped } from "../find-scoped";
import { serializeRefund } from "./serialize-refund";

export async function getRefund(scope: Scope, id: string) {
  const row = await findScoped(scope, refunds, id);
  if (!row) throw ApiError.notFound("refund", id, ["path", "refund_id"]);
  return serializeRefund(row);
}
