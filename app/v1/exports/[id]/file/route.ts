// /v1/exports/{id}/file: the completed export's CSV, streamed (key or dashboard session).
import { handleDownload } from "@/lib/server/http/handle-download";
import { methods } from "@/lib/server/http/handle";
import { readExportFile } from "@/lib/server/services/exports/read-export-file";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  GET: handleDownload("/v1/exports/{id}/file", ({ scope, params }) => readExportFile(scope, params.id)),
});
