// The import dialog's "Download report": one row per problem the API found in an uploaded CSV,
// with the line as the merchant wrote it. Every text cell is neutralised (a row of the upload may
// hold =HYPERLINK(...) and the report is opened in a spreadsheet).
import { stringify } from "csv-stringify/browser/esm/sync";
import { neutraliseCell } from "./neutralise-cell";

export type ReportProblem = { line: number | null; message: string };

/** RFC 4180 text (CRLF) of `line,row,problem`. */
export function problemsReportCsv(fileText: string, problems: ReportProblem[]): string {
  const lines = fileText.split(/\r\n|\n|\r/);
  const rows = problems.map((p) => [
    p.line === null ? "" : String(p.line),
    neutraliseCell(p.line === null ? "" : (lines[p.line - 1] ?? "")),
    neutraliseCell(p.message),
  ]);
  return stringify([["line", "row", "problem"], ...rows], { record_delimiter: "\r\n" });
}
