import "server-only";
import { eq } from "drizzle-orm";
import { exportChunks, exports } from "@/lib/db/schema";
import { ApiError } from "../../errors";
import { clockNow, inTransaction, type Scope } from "../../scope";
import { recordEvent } from "../record-event";
import { getExportOrThrow } from "./get-export";
import { serializeExport } from "./serialize-export";

/**
 * Cancels an export that has not finished: its job stops before its next batch (each batch
 * commits only while the export is running) and the rows written so far are discarded. A
 * canceled export is answered unchanged; a completed or failed one is 400.
 */
export async function cancelExport(scope: Scope, id: string) {
  return inTransaction(scope, async (tx) => {
    const row = await getExportOrThrow(tx, id, true);
    if (row.status === "canceled") return serializeExport(row);
    if (row.status !== "created" && row.status !== "running") {
      throw ApiError.badRequest("export_unexpected_state", `This export is ${row.status}; only a created or running export can be canceled.`);
    }
    const now = clockNow(tx);
    await tx.db.delete(exportChunks).where(eq(exportChunks.exportId, id));
    const [updated] = await tx.db.update(exports).set({ status: "canceled", cursor: null, updatedAt: now }).where(eq(exports.id, id)).returning();
    const object = serializeExport(updated);
    await recordEvent(tx, "export.canceled", "export", object, id);
    return object;
  });
}
