// Building blocks for the catalogue forms. Inputs hold strings; each form's schema turns them
// into the API body and then pipes that body into the API's own zod schema (lib/schemas), so
// every rule (lengths, patterns, ranges, cross-field checks) comes from one place. Only what
// text cannot express (dollars to cents, "12" to 12, metadata rows) is handled here.
import { z } from "zod";
import { metadataSchema } from "@/lib/schemas/common";
import { amountSchema } from "@/lib/schemas/enums";
import { formatMoney } from "@/lib/format";
import { parseDollars, parsePercent } from "@/lib/client/dollars";

/** The largest amount the API takes, in cents ($999,999.99). */
export const MAX_AMOUNT = amountSchema.maxValue ?? 99_999_999;

export const blankToNull = (v: string): string | null => (v.trim() === "" ? null : v.trim());

type Ctx = z.RefinementCtx;

/** Integer text ("12") to a number; blank to null; anything else is an issue at `path`. */
export function readInt(text: string, ctx: Ctx, path: (string | number)[]): number | null {
  const t = text.trim();
  if (t === "") return null;
  if (!/^\d+$/.test(t)) {
    ctx.addIssue({ code: "custom", message: "Enter a whole number.", path });
    return null;
  }
  return Number(t);
}

/** Dollars text to integer cents (exactly); blank to null when `optional`. */
export function readDollars(text: string, ctx: Ctx, path: (string | number)[], optional = false): number | null {
  if (optional && text.trim() === "") return null;
  const parsed = parseDollars(text);
  if (!parsed.ok) {
    ctx.addIssue({ code: "custom", message: parsed.message, path });
    return null;
  }
  if (parsed.cents > MAX_AMOUNT) {
    ctx.addIssue({ code: "custom", message: `The most you can enter is ${formatMoney(MAX_AMOUNT)}.`, path });
    return null;
  }
  return parsed.cents;
}

/** Percentage text ("12.5") to a number with at most two decimals. */
export function readPercent(text: string, ctx: Ctx, path: (string | number)[]): number | null {
  const parsed = parsePercent(text);
  if (!parsed.ok) {
    ctx.addIssue({ code: "custom", message: parsed.message, path });
    return null;
  }
  return parsed.percent;
}

export type MetadataRow = { key: string; value: string };
export const metadataRowsSchema = z.array(z.object({ key: z.string(), value: z.string() }));

/** Metadata values are free-form JSON; the forms edit them as text. */
export function metadataText(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

export function metadataRowsFrom(metadata: Record<string, unknown> | undefined): MetadataRow[] {
  return Object.entries(metadata ?? {}).map(([key, value]) => ({ key, value: metadataText(value) }));
}

/**
 * Rows to a metadata object, with problems reported on the row's key (path `at`.i.key; `at` is
 * where the rows sit relative to the schema being parsed).
 */
export function readMetadata(rows: MetadataRow[], ctx: Ctx, at: (string | number)[] = ["metadata"]): Record<string, string> {
  const out: Record<string, string> = {};
  rows.forEach((row, i) => {
    const key = row.key.trim();
    if (!key && !row.value.trim()) return; // an untouched blank row
    const checked = metadataSchema.keyType.safeParse(key);
    if (!checked.success) ctx.addIssue({ code: "custom", message: metadataKeyMessage(key, checked.error.issues[0]), path: [...at, i, "key"] });
    else if (key in out) ctx.addIssue({ code: "custom", message: "This key is already used.", path: [...at, i, "key"] });
    else out[key] = row.value;
  });
  return out;
}

function metadataKeyMessage(key: string, issue: z.core.$ZodIssue): string {
  if (!key) return "Enter a key.";
  return issue.code === "too_big" ? "Keys have at most 40 characters." : issue.message;
}

/**
 * The PATCH form of edited metadata: only changed keys, removed ones set to null (the API
 * merges metadata rather than replacing it). Undefined when nothing changed.
 */
export function metadataPatch(next: Record<string, unknown>, original: Record<string, unknown>): Record<string, unknown> | undefined {
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    if (!(key in original) || metadataText(original[key]) !== value) patch[key] = value;
  }
  for (const key of Object.keys(original)) if (!(key in next)) patch[key] = null;
  return Object.keys(patch).length ? patch : undefined;
}

/**
 * Friendlier wording for zod's generic messages, passed to zodResolver as the parse-time error
 * map. Messages a schema spells out itself ("A UPC code has 12 digits.") still win.
 */
export const formParseOptions = {
  error: (issue: z.core.$ZodRawIssue): string | undefined => {
    switch (issue.code) {
      case "too_small":
        if (issue.origin === "string") return Number(issue.minimum) <= 1 ? "Required." : `Use at least ${issue.minimum} characters.`;
        if (issue.origin === "array") return undefined;
        return issue.inclusive === false ? `Must be more than ${issue.minimum}.` : `Must be at least ${issue.minimum}.`;
      case "too_big":
        if (issue.origin === "string") return `Use at most ${issue.maximum} characters.`;
        if (issue.origin === "array") return undefined;
        return `Must be at most ${Number(issue.maximum).toLocaleString("en-US")}.`;
      case "invalid_type":
        return issue.input === undefined || issue.input === null || issue.input === "" ? "Required." : undefined;
      case "not_multiple_of":
        return "Use at most 2 decimal places.";
      case "invalid_format":
        return issue.format === "url" ? "Enter a valid http(s) URL." : undefined;
      case "invalid_value":
        return "Choose one of the options.";
      default:
        return undefined;
    }
  },
};
