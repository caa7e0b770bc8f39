// Puts an API 422's entries on the form fields they name; the rest become form-level messages.
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
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
