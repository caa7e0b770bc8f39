import "server-only";
import { exports } from "@/lib/db/schema";
import { ApiError } from "../../errors";
import type { Scope } from "../../scope";
import { findScoped } from "../find-scoped";
import { serializeExport, type ExportRow } from "./serialize-export";

/** The caller's export (another merchant's or mode's is a 404); `forUpdate` locks it. */
export async function getExportOrThrow(scope: Scope, id: string, forUpdate = false): Promise<ExportRow> {
  const row = await findScoped(scope, exports, id, forUpdate);
  if (!row) throw ApiError.notFound("export", id);
  return row;
}

export async function getExport(scope: Scope, id: string) {
  return serializeExport(await getExportOrThrow(scope, id));
}
