import { invalidRequest, missingParam, unknownParam } from "./errors";
import type { FormObject, FormValue } from "./form";

function describe(value: FormValue): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

function joinOr(values: readonly string[]): string {
  return values.length < 2 ? values.join("") : `${values.slice(0, -1).join(", ")}, or ${values[values.length - 1]}`;
}

/**
 * Reads one endpoint's params the way Stripe validates them: unknown params are refused
 * (`parameter_unknown`), strings are parsed into integers and booleans, enums are checked.
 * `""` means "unset" (null) as in Stripe's update calls.
 */
export class Params {
  constructor(
    readonly raw: FormObject,
    allowed: readonly string[],
    private readonly prefix = "",
  ) {
    for (const key of Object.keys(raw)) if (!allowed.includes(key)) throw unknownParam(this.name(key));
  }

  name(key: string): string {
    return this.prefix ? `${this.prefix}[${key}]` : key;
  }

  has(key: string): boolean {
    return this.raw[key] !== undefined;
  }

  private present(key: string, required?: boolean): FormValue | undefined {
    const value = this.raw[key];
    if (value === undefined || value === "") {
      if (required) throw missingParam(this.name(key));
      return undefined;
    }
    return value;
  }

  /** undefined when absent, null when sent empty (unset), else the string. */
  string(key: string, options: { required?: boolean; maxLength?: number } = {}): string | null | undefined {
    const value = this.present(key, options.required);
    if (value === undefined) return this.raw[key] === "" ? null : undefined;
    if (typeof value !== "string") throw invalidRequest(`Invalid string: ${describe(value)}`, { param: this.name(key) });
    if (options.maxLength !== undefined && value.length > options.maxLength) {
      throw invalidRequest(`Invalid string: ${value}; must be at most ${options.maxLength} characters`, { param: this.name(key) });
    }
    return value;
  }

  integer(key: string, options: { required?: boolean; min?: number; max?: number } = {}): number | undefined {
    const value = this.present(key, options.required);
    if (value === undefined) return undefined;
    if (typeof value !== "string" || !/^-?\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
      throw invalidRequest(`Invalid integer: ${describe(value)}`, { param: this.name(key) });
    }
    const n = Number(value);
    if (options.min !== undefined && n < options.min) {
      throw invalidRequest(`This value must be greater than or equal to ${options.min}.`, { param: this.name(key) });
    }
    if (options.max !== undefined && n > options.max) {
      throw invalidRequest(`This value must be less than or equal to ${options.max}.`, { param: this.name(key) });
    }
    return n;
  }

  boolean(key: string): boolean | undefined {
    const value = this.present(key);
    if (value === undefined) return undefined;
    if (value === "true") return true;
    if (value === "false") return false;
    throw invalidRequest(`Invalid boolean: ${describe(value)}`, { param: this.name(key) });
  }

  oneOf<T extends string>(key: string, values: readonly T[], options: { required?: boolean } = {}): T | undefined {
    const value = this.present(key, options.required);
    if (value === undefined) return undefined;
    if (typeof value !== "string" || !values.includes(value as T)) {
      throw invalidRequest(`Invalid ${this.name(key)}: must be one of ${joinOr(values)}`, { param: this.name(key) });
    }
    return value as T;
  }

  hash(key: string, allowed: readonly string[], options: { required?: boolean } = {}): Params | undefined {
    const value = this.present(key, options.required);
    if (value === undefined) return undefined;
    if (typeof value === "string") throw invalidRequest(`Invalid object`, { param: this.name(key) });
    return new Params(value, allowed, this.name(key));
  }

  /** `x[0]=a&x[1]=b` read in index order. */
  list(key: string): FormValue[] | undefined {
    const value = this.raw[key];
    if (value === undefined) return undefined;
    if (value === "") return [];
    if (typeof value === "string") throw invalidRequest(`Invalid array`, { param: this.name(key) });
    const keys = Object.keys(value);
    if (!keys.every((k) => /^\d+$/.test(k))) throw invalidRequest(`Invalid array`, { param: this.name(key) });
    return keys.sort((a, b) => Number(a) - Number(b)).map((k) => value[k]);
  }

  strings(key: string): string[] | undefined {
    const list = this.list(key);
    if (list === undefined) return undefined;
    return list.map((item, i) => {
      if (typeof item !== "string") throw invalidRequest(`Invalid string: ${describe(item)}`, { param: `${this.name(key)}[${i}]` });
      return item;
    });
  }

  /** Stripe's metadata rules: up to 50 keys, keys up to 40 characters, values up to 500. */
  metadata(key = "metadata"): Record<string, string> | null | undefined {
    const value = this.raw[key];
    if (value === undefined) return undefined;
    if (value === "") return null;
    if (typeof value === "string") throw invalidRequest(`Invalid object`, { param: this.name(key) });
    const entries = Object.entries(value);
    if (entries.length > 50) {
      throw invalidRequest(`Invalid ${key}: metadata can have up to 50 keys, but you passed in ${entries.length} keys.`, { param: this.name(key) });
    }
    const out: Record<string, string> = {};
    for (const [k, v] of entries) {
      const param = `${this.name(key)}[${k}]`;
      if (typeof v !== "string") throw invalidRequest(`Invalid ${key}: metadata values must be strings.`, { param });
      if (k.length > 40) throw invalidRequest(`Invalid ${key}: metadata keys can have up to 40 characters.`, { param });
      if (v.length > 500)
        throw invalidRequest(`Invalid ${key}: metadata values can have up to 500 characters, but you passed in a value that is ${v.length} characters long.`, {
          param,
        });
      out[k] = v;
    }
    return out;
  }

  expand(): string[] {
    return this.strings("expand") ?? [];
  }
}

/** Applies a metadata param the way Stripe does: `""` clears all, an empty value removes one key. */
export function mergeMetadata(current: Record<string, string>, update: Record<string, string> | null | undefined): Record<string, string> {
  if (update === undefined) return current;
  if (update === null) return {};
  const next = { ...current };
  for (const [k, v] of Object.entries(update)) {
    if (v === "") delete next[k];
    else next[k] = v;
  }
  return next;
}

export function createMetadata(update: Record<string, string> | null | undefined): Record<string, string> {
  return mergeMetadata({}, update);
}
