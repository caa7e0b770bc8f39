import "server-only";
import { eq } from "drizzle-orm";
import { captures } from "@/lib/db/schema";
import type { CaptureUpdate } from "@/lib/schemas/capture";
import { inTransaction, type Scope } from "../../scope";
import { mergeMetadata } from "../merge-metadata";
import { recordEvent } from "../record-event";
import { getCaptureOrThrow } from "./get-capture";
import { serializeCapture } from "./serialize-capture";

/** Only metadata changes on a capture; its amounts are history. */
export async function updateCapture(scope: Scope, id: string, input: CaptureUpdate) {
  return inTransaction(scope, async (tx) => {
    const current = await getCaptureOrThrow(tx, id, true);
    const [row] =
      input.metadata !== undefined
        ? await tx.db
            .update(captures)
            .set({ metadata: mergeMetadata(current.metadata, input.metadata) })
            .where(eq(captures.id, id))
            .returning()
        : [current];
    const capture = serializeCapture(row);
    await recordEvent(tx, "capture.updated", "capture", capture, id);
    return capture;
  });
}
