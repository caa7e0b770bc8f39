import { invalidRequest } from "./errors";

/**
 * Stripe's v1 bodies (and GET query strings) are form-encoded with bracket notation:
 * `metadata[order]=7&expand[0]=latest_charge&card[token]=tok_visa`. Values stay strings, as Stripe
 * receives them; arrays stay objects keyed "0", "1"... until a handler reads them as a list.
 */
export type FormValue = string | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, " "));
  } catch {
    throw invalidRequest(`Invalid request: could not decode ${JSON.stringify(part)}.`);
  }
}

export function parseForm(text: string): FormObject {
  const root: FormObject = {};
  for (const pair of text.split("&")) {
    if (pair === "") continue;
    const eq = pair.indexOf("=");
    const key = decode(eq === -1 ? pair : pair.slice(0, eq));
    const value = eq === -1 ? "" : decode(pair.slice(eq + 1));
    assign(root, key, value);
  }
  return root;
}

function assign(root: FormObject, key: string, value: string): void {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  const segments = match ? [match[1], ...[...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1])] : [key];
  let node: FormObject = root;
  for (let i = 0; i < segments.length; i++) {
    // `a[]=x` appends, as curl users write arrays.
    const segment = segments[i] === "" ? String(Object.keys(node).length) : segments[i];
    const last = i === segments.length - 1;
    if (last) {
      if (typeof node[segment] === "object") throw invalidRequest(`Invalid hash`, { param: key });
      node[segment] = value;
      return;
    }
    const next = node[segment];
    if (next === undefined || next === "") {
      const created: FormObject = {};
      node[segment] = created;
      node = created;
    } else if (typeof next === "string") {
      throw invalidRequest(`Invalid hash`, { param: segments.slice(0, i + 1).join("[") + "]".repeat(i) });
    } else {
      node = next;
    }
  }
}

/** Sorted keys all the way down: two bodies with the same params give the same text. */
export function canonical(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  const entries = Object.keys(value as Record<string, unknown>)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`);
  return `{${entries.join(",")}}`;
}
