import "server-only";
import { eq } from "drizzle-orm";
import { exports } from "@/lib/db/schema";
import type { ExportListQuery } from "@/lib/schemas/export";
import type { Scope } from "../../scope";
import { paginate } from "../paginate";
import { serializeExport } from "./serialize-export";

export async function listExports(scope: Scope, query: ExportListQuery) {
  const filters = [];
  if (query.type) filters.push(eq(exports.type, query.type));
  if (query.status) filters.push(eq(exports.status, query.status));
  return paginate(scope, exports, query, filters, (rows) => rows.map(serializeExport), "export");
}
