// CSV injection (OWASP): a spreadsheet runs a cell that begins with =, +, -, @, a tab or a carriage
// return as a formula (=HYPERLINK(...), +cmd|...). Text cells that begin so get a leading single
// quote, which spreadsheets show as text; numbers are written as they are (-5 is a number).
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell made safe to open in a spreadsheet. */
export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
