import "server-only";
import { exports } from "@/lib/db/schema";
import { newId } from "@/lib/db/ids";
import type { ExportCreate } from "@/lib/schemas/export";
import { ApiError } from "../../errors";
import { enqueueJob } from "../../jobs/enqueue-job";
import { clockNow, inTransaction, type Scope } from "../../scope";
import { findScoped } from "../find-scoped";
import { recordEvent } from "../record-event";
import { EXPORT_SOURCES } from "./export-sources";
import { EXPORT_JOB } from "./run-export";
import { serializeExport } from "./serialize-export";

/**
 * A new export in status `created`, with its `export.run` job and its `export.created` event, in
 * one transaction: the job exists exactly when the export does. A cursor must name an object of
 * the export's type that the caller can see (422 `<resource>_not_found`, as body references are).
 */
export async function createExport(
  scope: Scope,
  input: Omit<ExportCreate, "filtersPath"> & { filtersPath?: string[] },
  loc: (string | number)[] = ["body", "export"],
) {
  const source = EXPORT_SOURCES[input.type];
  return inTransaction(scope, async (tx) => {
    for (const key of ["starting_after", "ending_before"] as const) {
      const cursor = input.filters[key];
      if (cursor && !(await findScoped(tx, source.table, cursor))) {
        throw ApiError.referenceNotFound(source.resource, cursor, [...loc, ...(input.filtersPath ?? ["filters"]), key]);
      }
    }
    const now = clockNow(tx);
    const [row] = await tx.db
      .insert(exports)
      .values({
        id: newId("export"),
        accountId: tx.accountId,
        testMode: tx.testMode,
        type: input.type,
        description: input.description ?? null,
        status: "created",
        filters: input.filters,
        metadata: input.metadata ?? {},
        progress: 0,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await enqueueJob(tx.db, EXPORT_JOB, { export_id: row.id }, { dedupeKey: `${EXPORT_JOB}:${row.id}` });
    const object = serializeExport(row);
    await recordEvent(tx, "export.created", "export", object, row.id);
    return object;
  });
}
