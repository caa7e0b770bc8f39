import "server-only";
import { eq } from "drizzle-orm";
import { captures } from "@/lib/db/schema";
import type { CaptureListQuery } from "@/lib/schemas/capture";
import type { Scope } from "../../scope";
import { paginate } from "../paginate";
import { serializeCapture } from "./serialize-capture";

export async function listCaptures(scope: Scope, query: CaptureListQuery) {
  const filters = query.checkout_session ? [eq(captures.checkoutSessionId, query.checkout_session)] : [];
  return paginate(scope, captures, query, filters, (rows) => rows.map(serializeCapture), "capture");
}
