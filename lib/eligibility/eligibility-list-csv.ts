/**
 * Reads a merchant's GTIN/UPC eligibility list: the CSV shape eligibility lists in the industry
 * use, one item a row, a code column and an eligibility column. Pure; every row is validated and
 * every bad row is reported with its line number (the caller imports nothing when one is bad).
 *
 * Accepted shapes:
 * - a header row naming the columns, in any order, with other columns ignored: the code column
 *   is one of gtin, upc, upc_code, upc-a, ean, ean13, gtin14, barcode, code, item_code,
 *   product_code; the category column one of category, eligibility, hsa_fsa_eligibility,
 *   fsa_eligibility, hsa_eligibility, eligible, status, flag;
 * - no header: the first column is the code and the second the category;
 * - comma, semicolon or tab separated (the first line decides), quoted fields, a UTF-8 BOM,
 *   CRLF line ends, blank lines skipped.
 *
 * Codes: GTIN-8, UPC-A (12, or 11 when a spreadsheet dropped the leading zero), EAN-13 and
 * GTIN-14, spaces and dashes ignored, check digit verified; stored in the 14-digit form.
 * Categories: the API's values (`auto_substantiation`, ...) or the usual words of eligibility
 * lists: eligible / Y / yes / IIAS / OTC → auto_substantiation; Rx → prescription; LMN / dual
 * purpose → letter_of_medical_necessity; optical → vision; N / no / ineligible → not_eligible.
 */
import { parse } from "csv-parse/sync";
import { ELIGIBILITY_VALUES, type EligibilityValue } from "./eligibility-values";
import { gtinProblem, toGtin14 } from "./gtin";

export interface EligibilityListItem {
  /** 14-digit GTIN. */
  code: string;
  category: EligibilityValue;
  /** Line of the CSV the item is on (1-based). */
  line: number;
}

export interface EligibilityListRowError {
  line: number;
  message: string;
}

export type ParsedEligibilityList = { ok: true; items: EligibilityListItem[] } | { ok: false; errors: EligibilityListRowError[] };

/** Most rows one import takes (the API body is capped at 1 MiB anyway). */
export const MAX_LIST_ROWS = 50_000;
/** Row errors reported at most (the rest are counted). */
const MAX_ERRORS = 100;

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[_\-/]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

const CODE_HEADERS = new Set([
  "gtin",
  "upc",
  "upc code",
  "upc a",
  "upca",
  "ean",
  "ean13",
  "ean 13",
  "gtin14",
  "gtin 14",
  "gtin13",
  "gtin12",
  "barcode",
  "code",
  "item code",
  "product code",
]);
const CATEGORY_HEADERS = new Set([
  "category",
  "eligibility",
  "hsa fsa eligibility",
  "fsa eligibility",
  "hsa eligibility",
  "eligibility category",
  "eligible",
  "status",
  "flag",
  "hsa fsa",
  "fsa",
  "hsa",
]);

const CATEGORY_ALIASES: Record<string, EligibilityValue> = {
  ...Object.fromEntries(ELIGIBILITY_VALUES.map((v) => [norm(v), v])),
  eligible: "auto_substantiation",
  y: "auto_substantiation",
  yes: "auto_substantiation",
  true: "auto_substantiation",
  "1": "auto_substantiation",
  iias: "auto_substantiation",
  "iias eligible": "auto_substantiation",
  otc: "auto_substantiation",
  "auto substantiation": "auto_substantiation",
  "fsa eligible": "auto_substantiation",
  "hsa eligible": "auto_substantiation",
  "hsa fsa eligible": "auto_substantiation",
  rx: "prescription",
  "rx required": "prescription",
  "prescription required": "prescription",
  "eligible with rx": "prescription",
  lmn: "letter_of_medical_necessity",
  "letter of medical necessity": "letter_of_medical_necessity",
  "eligible with lmn": "letter_of_medical_necessity",
  "lmn required": "letter_of_medical_necessity",
  "dual purpose": "letter_of_medical_necessity",
  optical: "vision",
  services: "service",
  "medical service": "service",
  n: "not_eligible",
  no: "not_eligible",
  false: "not_eligible",
  "0": "not_eligible",
  ineligible: "not_eligible",
  "not eligible": "not_eligible",
  "private label": "private_label",
};

/** The category a list's cell means, or null. */
export function listCategory(cell: string): EligibilityValue | null {
  return CATEGORY_ALIASES[norm(cell)] ?? null;
}

function detectDelimiter(text: string): string {
  const firstLine =
    text
      .replace(/^\uFEFF/, "")
      .split(/\r?\n/)
      .find((l) => l.trim() !== "") ?? "";
  const counts: [string, number][] = [",", ";", "\t"].map((d) => [d, firstLine.split(d).length - 1]);
  counts.sort((a, b) => b[1] - a[1]);
  return counts[0]![1] > 0 ? counts[0]![0] : ",";
}

export function parseEligibilityListCsv(text: string): ParsedEligibilityList {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      delimiter: detectDelimiter(text),
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return { ok: false, errors: [{ line, message: `Line ${line}: the CSV cannot be read (${(error as Error).message.replace(/^Invalid .*?: /, "")}).` }] };
  }
  records = records.filter((r) => r.record.some((cell) => cell !== ""));
  if (records.length === 0) return { ok: false, errors: [{ line: 1, message: "The file has no rows: give one GTIN/UPC and its category per line." }] };

  // Header or not: a header names a code column; a data row starts with a code.
  const first = records[0]!;
  const headerCells = first.record.map(norm);
  let codeCol = 0;
  let categoryCol = 1;
  let rows = records;
  const looksLikeHeader = headerCells.some((c) => CODE_HEADERS.has(c) || CATEGORY_HEADERS.has(c)) || !/^[0-9 -]+$/.test(first.record[0] ?? "");
  if (looksLikeHeader) {
    codeCol = headerCells.findIndex((c) => CODE_HEADERS.has(c));
    categoryCol = headerCells.findIndex((c) => CATEGORY_HEADERS.has(c));
    const missing: string[] = [];
    if (codeCol < 0) missing.push("a GTIN/UPC column (gtin, upc, ean or code)");
    if (categoryCol < 0) missing.push("a category column (category or eligibility)");
    if (missing.length) {
      return {
        ok: false,
        errors: [
          {
            line: first.info.lines,
            message: `Line ${first.info.lines}: the header needs ${missing.join(" and ")}; found ${first.record.map((c) => `"${c}"`).join(", ")}.`,
          },
        ],
      };
    }
    rows = records.slice(1);
    if (rows.length === 0) return { ok: false, errors: [{ line: first.info.lines, message: "The file has a header but no rows." }] };
  }
  if (rows.length > MAX_LIST_ROWS) {
    return {
      ok: false,
      errors: [{ line: rows[MAX_LIST_ROWS]!.info.lines, message: `A list holds at most ${MAX_LIST_ROWS} rows per import; split the file.` }],
    };
  }

  const items: EligibilityListItem[] = [];
  const errors: EligibilityListRowError[] = [];
  let errorCount = 0;
  const seen = new Map<string, EligibilityListItem>();
  const fail = (line: number, message: string) => {
    errorCount++;
    if (errors.length < MAX_ERRORS) errors.push({ line, message: `Line ${line}: ${message}.` });
  };
  for (const { record, info } of rows) {
    const line = info.lines;
    const rawCode = record[codeCol] ?? "";
    const rawCategory = record[categoryCol] ?? "";
    const problem = gtinProblem(rawCode);
    const category = listCategory(rawCategory);
    if (problem) fail(line, problem);
    if (!category) {
      fail(
        line,
        rawCategory
          ? `"${rawCategory}" is not an eligibility category (use ${ELIGIBILITY_VALUES.join(", ")}, or eligible, Rx, LMN, N)`
          : "the category is empty",
      );
    }
    if (problem || !category) continue;
    const code = toGtin14(rawCode)!;
    const earlier = seen.get(code);
    if (earlier) {
      if (earlier.category !== category) fail(line, `${code} is already on line ${earlier.line} as ${earlier.category}`);
      continue;
    }
    const item = { code, category, line };
    seen.set(code, item);
    items.push(item);
  }
  if (errorCount > errors.length) {
    errors.push({ line: errors[errors.length - 1]!.line, message: `…and ${errorCount - errors.length} more bad rows.` });
  }
  return errors.length ? { ok: false, errors } : { ok: true, items };
}
