import "server-only";
import type { z } from "zod";
import { neutraliseCell } from "@/lib/csv/neutralise-cell";

/**
 * CSV columns derived from a resource's API response schema, so a file always has the fields the
 * API answers, in the same order:
 * - nested objects become dotted columns (`shipping.city`, `split_cart.eligible_cart.amount_total`);
 * - money (integer fields named `amount`, `amount_*` or `*_amount`) gets a second column in dollars,
 *   `amount_dollars` = "12.34", computed with integer arithmetic;
 * - timestamps are ISO 8601 UTC (Unix-seconds fields are converted);
 * - metadata, arrays and free-form objects are JSON text; a reference that may be expanded is the id;
 * - booleans are `true` / `false`; null is an empty field;
 * - text that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading `'`
 *   (lib/csv/neutralise-cell.ts); numbers, amounts included, are written as numbers.
 */
export type Column = { name: string; value: (object: Record<string, unknown>) => string };

export type ColumnOptions = {
  /** Fields never written to a file (secrets). */
  exclude?: string[];
  /** For references the source expands: extra dotted columns read from the nested object. */
  expanded?: Record<string, string[]>;
  /**
   * Object fields written as one JSON text column instead of dotted columns: the ones the response
   * schema described as free-form objects before it gave them their shape (issue 21), so a file
   * keeps the columns it always had.
   */
  json?: string[];
};

type AnySchema = z.ZodType & { def: { type: string; innerType?: AnySchema; options?: AnySchema[] }; description?: string };

/** Strips nullable / optional / default wrappers. */
function unwrap(schema: AnySchema): AnySchema {
  let s = schema;
  while (["nullable", "optional", "default", "readonly"].includes(s.def.type) && s.def.innerType) s = s.def.innerType;
  return s;
}

const isOptional = (schema: AnySchema) => schema.def.type === "optional";

export function isMoneyField(name: string): boolean {
  return (
    name === "amount" || name === "total" || name === "credit_applied" || name === "credit_balance" || name.startsWith("amount_") || name.endsWith("_amount")
  );
}

/** 1234 -> "12.34", -5 -> "-0.05": whole cents, no floating point. */
export function centsToDollars(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

function get(object: Record<string, unknown>, path: string[]): unknown {
  let v: unknown = object;
  for (const key of path) {
    if (v === null || v === undefined || typeof v !== "object") return null;
    v = (v as Record<string, unknown>)[key];
  }
  return v ?? null;
}

const text = (v: unknown): string => {
  if (v === null || v === undefined) return "";
  if (typeof v === "string") return neutraliseCell(v);
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  return JSON.stringify(v);
};

const json = (v: unknown): string => (v === null || v === undefined ? "" : JSON.stringify(v));

/** The id of a reference: the string itself, or `<name>_id` of an expanded object. */
const refId =
  (name: string) =>
  (v: unknown): string => {
    if (v === null || v === undefined) return "";
    if (typeof v === "object") return text((v as Record<string, unknown>)[`${name}_id`] ?? (v as Record<string, unknown>).id);
    return text(v);
  };

function walk(schema: z.ZodObject, prefix: string[], options: ColumnOptions, out: Column[]) {
  for (const [key, raw] of Object.entries(schema.shape) as [string, AnySchema][]) {
    const path = [...prefix, key];
    const name = path.join(".");
    if (options.exclude?.includes(name)) continue;
    // Optional response fields are situational markers (e.g. `deleted`), not columns.
    if (isOptional(raw)) continue;
    const field = unwrap(raw);
    const kind = field.def.type;
    if (kind === "object" && options.json?.includes(name)) {
      out.push({ name, value: (o) => json(get(o, path)) });
    } else if (kind === "object") {
      walk(field as unknown as z.ZodObject, path, options, out);
    } else if (kind === "number" && isMoneyField(key) && (field as unknown as z.ZodNumber).isInt) {
      out.push({ name, value: (o) => text(get(o, path)) });
      out.push({
        name: `${name}_dollars`,
        value: (o) => {
          const v = get(o, path);
          return typeof v === "number" ? centsToDollars(v) : "";
        },
      });
    } else if (kind === "number" && /unix seconds/i.test(raw.description ?? field.description ?? "")) {
      out.push({
        name,
        value: (o) => {
          const v = get(o, path);
          return typeof v === "number" ? new Date(v * 1000).toISOString() : "";
        },
      });
    } else if (kind === "union" && field.def.options?.some((opt) => opt.def.type === "string")) {
      // A reference (an id, or the object when expanded).
      const id = refId(key);
      out.push({ name, value: (o) => id(get(o, path)) });
      for (const extra of options.expanded?.[name] ?? []) {
        out.push({
          name: `${name}.${extra}`,
          value: (o) => {
            const v = get(o, path);
            return v && typeof v === "object" ? text((v as Record<string, unknown>)[extra]) : "";
          },
        });
      }
    } else if (kind === "record" || kind === "array" || kind === "unknown" || kind === "any" || kind === "union") {
      out.push({ name, value: (o) => json(get(o, path)) });
    } else {
      out.push({ name, value: (o) => text(get(o, path)) });
    }
  }
}

/** The columns of a resource's CSV, from its API response schema. */
export function columnsFor(schema: z.ZodObject, options: ColumnOptions = {}): Column[] {
  const out: Column[] = [];
  walk(schema, [], options, out);
  return out;
}
