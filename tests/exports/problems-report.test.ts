// The eligibility-list import's problem report (a CSV the merchant downloads) neutralises cells a
// spreadsheet would run as formulas (issue 18, part 3).
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { problemsReportCsv } from "@/lib/csv/problems-report";

describe("eligibility list problems report", () => {
  it("lists each problem with its line as written, formula cells behind a quote", () => {
    const file = 'gtin,category\r\n00012345678905,eligible\r\n=HYPERLINK("http://evil.example","x"),Rx\r\n@SUM(1),N\n-2+3,+cmd|calc\n';
    const csv = problemsReportCsv(file, [
      { line: 3, message: "Line 3: the code is not a GTIN/UPC." },
      { line: 4, message: "Line 4: the code is not a GTIN/UPC." },
      { line: 5, message: "-2+3 is not a code" },
      { line: null, message: "=1+1" },
    ]);
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(parse(csv)).toEqual([
      ["line", "row", "problem"],
      ["3", `'=HYPERLINK("http://evil.example","x"),Rx`, "Line 3: the code is not a GTIN/UPC."],
      ["4", "'@SUM(1),N", "Line 4: the code is not a GTIN/UPC."],
      ["5", "'-2+3,+cmd|calc", "'-2+3 is not a code"],
      ["", "", "'=1+1"],
    ]);
  });
});
