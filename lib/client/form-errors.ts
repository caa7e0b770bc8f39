// Puts an API 422's entries on the form fields they name; the rest become form-level messages.
import type { FieldValues, Path, UseFormGetValues, UseFormSetError } from "react-hook-form";
import { ApiClientError } from "./api";

export type ApplyApiErrorsOptions<T extends FieldValues> = {
  /** The part of `loc` before the field, e.g. ["body", "customer"]. */
  prefix: readonly (string | number)[];
  /** Form field paths that can hold an error ("email", "shipping.line1", ...). */
  fields: readonly Path<T>[];
  /** Custom mapping for paths the field list cannot express (e.g. metadata keys to rows). */
  mapLoc?: (rest: (string | number)[]) => Path<T> | null;
};

/**
 * Returns the messages no field could take (to show above the form). Matching is on the
 * longest known field path, so ["body","customer","shipping","line1"] lands on "shipping.line1"
 * and ["body","customer","email"] on "email".
 */
export function applyApiErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, options: ApplyApiErrorsOptions<T>): string[] {
  if (!(error instanceof ApiClientError)) return [error instanceof Error ? error.message : "Something went wrong."];
  const formLevel: string[] = [];
  let focused = false;
  const known = new Set<string>(options.fields);
  for (const entry of error.entries) {
    const target = fieldFor(entry.loc, options, known);
    if (target) {
      setError(target, { type: entry.type, message: entry.msg }, { shouldFocus: !focused });
      focused = true;
    } else {
      formLevel.push(entry.msg);
    }
  }
  return formLevel;
}

function fieldFor<T extends FieldValues>(loc: (string | number)[], options: ApplyApiErrorsOptions<T>, known: Set<string>): Path<T> | null {
  const { prefix } = options;
  if (loc.length <= prefix.length || !prefix.every((p, i) => loc[i] === p)) return null;
  const rest = loc.slice(prefix.length);
  const custom = options.mapLoc?.(rest);
  if (custom) return custom;
  for (let i = rest.length; i > 0; i--) {
    const candidate = rest.slice(0, i).join(".");
    if (known.has(candidate)) return candidate as Path<T>;
  }
  return null;
}

/**
 * The API names a metadata problem by its key (["metadata", "<key>"]): the form field is the
 * key input of the row holding that key.
 */
export function metadataRowField(rest: (string | number)[], rows: readonly { key: string }[]): string | null {
  if (rest[0] !== "metadata" || rest.length < 2) return null;
  const index = rows.findIndex((r) => r.key.trim() === String(rest[1]));
  return index >= 0 ? `metadata.${index}.key` : null;
}

/**
 * A /v1 write's refusal on a resource form: entries under ["body", singular] go to the fields
 * (`mapLoc` first, then metadata keys to their row, then the longest known field path); returns
 * the rest, for the alert above the form.
 */
export function applyResourceErrors<T extends FieldValues>(
  error: unknown,
  form: { setError: UseFormSetError<T>; getValues: UseFormGetValues<T> },
  options: { singular: string; fields: readonly Path<T>[]; mapLoc?: (rest: (string | number)[]) => Path<T> | null },
): string[] {
  return applyApiErrors<T>(error, form.setError, {
    prefix: ["body", options.singular],
    fields: options.fields,
    mapLoc: (rest) => options.mapLoc?.(rest) ?? (metadataRowField(rest, form.getValues("metadata" as Path<T>) ?? []) as Path<T> | null),
  });
}

/** A dashboard server action's answer (lib/server/dashboard/action-result.ts). */
export type ActionAnswer<D> = { ok: true; data: D } | { ok: false; error: string; fieldErrors?: Record<string, string | undefined> };

/**
 * Puts a refused server action's field errors on the form's fields (focus on the first); returns
 * the message to show above the form when no field took one.
 */
export function applyActionErrors<T extends FieldValues>(
  result: { error: string; fieldErrors?: Record<string, string | undefined> },
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string[] {
  const entries = Object.entries(result.fieldErrors ?? {}).filter((e): e is [string, string] => Boolean(e[1]));
  const onFields = entries.filter(([name]) => (fields as readonly string[]).includes(name));
  onFields.forEach(([name, message], i) => setError(name as Path<T>, { type: "server", message }, { shouldFocus: i === 0 }));
  return onFields.length ? [] : [entries[0]?.[1] ?? result.error];
}
