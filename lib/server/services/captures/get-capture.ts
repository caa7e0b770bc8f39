import "server-only";
import { captures } from "@/lib/db/schema";
import { ApiError } from "../../errors";
import type { Scope } from "../../scope";
import { findScoped } from "../find-scoped";
import { serializeCapture } from "./serialize-capture";

export async function getCaptureOrThrow(scope: Scope, id: string, forUpdate = false) {
  const row = await findScoped(scope, captures, id, forUpdate);
  if (!row) throw ApiError.notFound("capture", id);
  return row;
}

export async function getCapture(scope: Scope, id: string) {
  return serializeCapture(await getCaptureOrThrow(scope, id));
}
