import "server-only";
import { and, asc, eq, gte } from "drizzle-orm";
import { exportChunks } from "@/lib/db/schema";
import type { ExportType } from "@/lib/schemas/export";
import { ApiError } from "../../errors";
import type { Scope } from "../../scope";
import { EXPORT_SOURCES } from "./export-sources";
import { getExportOrThrow } from "./get-export";

/**
 * The CSV of a completed export, streamed chunk by chunk from the database (one chunk in memory
 * at a time), so any instance serves any file however large.
 */
export async function readExportFile(scope: Scope, id: string) {
  const row = await getExportOrThrow(scope, id);
  if (row.status !== "completed" || row.fileSize === null || row.fileSha256 === null) {
    throw ApiError.badRequest("export_not_completed", `This export is ${row.status}; its file can be downloaded once it is completed.`, ["path", "id"]);
  }
  const encoder = new TextEncoder();
  let next = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const [chunk] = await scope.db
        .select({ seq: exportChunks.seq, data: exportChunks.data })
        .from(exportChunks)
        .where(and(eq(exportChunks.exportId, id), gte(exportChunks.seq, next)))
        .orderBy(asc(exportChunks.seq))
        .limit(1);
      if (!chunk) return controller.close();
      next = chunk.seq + 1;
      controller.enqueue(encoder.encode(chunk.data));
    },
  });
  return {
    body,
    contentType: "text/csv; charset=utf-8",
    filename: `${EXPORT_SOURCES[row.type as ExportType].plural}-${row.id}.csv`,
    size: row.fileSize,
    etag: row.fileSha256,
  };
}
