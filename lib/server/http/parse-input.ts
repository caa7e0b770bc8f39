import type { z } from "zod";
import { ID_PARAM_PATTERN } from "@/lib/schemas/common";
import { INVALID_CHARACTER_MSG, INVALID_CHARACTER_TYPE, isSafeText } from "@/lib/schemas/safe-text";
import { ApiError, zodIssuesToDetail, type ErrorEntry } from "../errors";
import type { EndpointSpec } from "./endpoint";

/**
 * Path parameters, joined and checked: an id that cannot be one (wrong characters, NUL, 10 KB
 * long, unicode) names no object, so it is a 404 before any query runs.
 */
export function parsePathParams(raw: Record<string, string | string[]>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw)) {
    const value = Array.isArray(v) ? v.join("/") : v;
    if (!ID_PARAM_PATTERN.test(value)) {
      const shown = value.length > 40 ? `${value.slice(0, 40)}...` : value;
      throw ApiError.of(404, "resource_not_found", `No such object: '${shown.replace(/[^\x20-\x7e]/g, "?")}' is not an id.`, ["path", k]);
    }
    params[k] = value;
  }
  return params;
}

/** Unwraps {"<resource>": {...}}, drops copied-back read-only fields, validates with the schema. */
export function parseBody(spec: EndpointSpec, raw: unknown): { body: unknown; key: string } | undefined {
  if (!spec.body) return undefined;
  const keys = [spec.bodyKey ?? spec.resource, ...(spec.bodyKeyAliases ?? [])];
  if (raw === undefined && spec.bodyOptional) raw = {};
  if (raw === undefined) throw ApiError.validation([{ loc: ["body", keys[0]], msg: "Field required.", type: "missing" }]);
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    throw ApiError.validation([{ loc: ["body"], msg: "The body must be a JSON object.", type: "model_attributes_type" }]);
  }
  const outer = raw as Record<string, unknown>;
  // The first wrapper key present names the body; any other top-level key is extra.
  const key = keys.find((k) => outer[k] !== undefined) ?? keys[0];
  const expected = keys.map((k) => `'${k}'`).join(" or ");
  const extra = Object.keys(outer).filter((k) => k !== key);
  let inner = outer[key];
  const problems = extra.map((k) => ({ loc: ["body", k], msg: `Extra inputs are not permitted: wrap the fields in ${expected}.`, type: "extra_forbidden" }));
  if (inner === undefined && spec.bodyOptional) inner = {};
  if (inner === undefined) problems.push({ loc: ["body", key], msg: "Field required.", type: "missing" });
  if (problems.length) throw ApiError.validation(problems);
  if (inner && typeof inner === "object" && !Array.isArray(inner) && spec.readOnly?.length) {
    inner = { ...(inner as Record<string, unknown>) };
    for (const field of spec.readOnly) delete (inner as Record<string, unknown>)[field];
  }
  const result = (spec.body as z.ZodType).safeParse(inner, { reportInput: true });
  if (!result.success) throw ApiError.validation(zodIssuesToDetail(result.error.issues, ["body", key]));
  return { body: result.data, key };
}

export function parseQuery(spec: EndpointSpec, params: URLSearchParams): Record<string, unknown> {
  const raw: Record<string, string> = {};
  const problems: ErrorEntry[] = [];
  for (const [k, v] of params) {
    // Percent-decoding can make a NUL (%00); invalid UTF-8 becomes U+FFFD, never a lone surrogate.
    if (!isSafeText(k) || !isSafeText(v)) problems.push({ loc: ["query", k], msg: INVALID_CHARACTER_MSG, type: INVALID_CHARACTER_TYPE });
    raw[k] = v;
  }
  if (problems.length) throw ApiError.validation(problems);
  if (!spec.query) return raw;
  const result = spec.query.safeParse(raw, { reportInput: true });
  if (!result.success) throw ApiError.validation(zodIssuesToDetail(result.error.issues, ["query"]));
  return result.data as Record<string, unknown>;
}

/** `expand=a,b.c` plus `expand_<field>=true`; unknown fields are a 422. */
export function parseExpand(spec: EndpointSpec, params: URLSearchParams): Set<string> {
  const out = new Set<string>();
  const allowed = new Set(spec.expandable ?? []);
  const problems: { loc: (string | number)[]; msg: string; type: string }[] = [];
  for (const value of params.getAll("expand")) {
    for (const part of value
      .split(",")
      .map((p) => p.trim())
      .filter(Boolean)) {
      if (allowed.has(part)) out.add(part);
      else
        problems.push({
          loc: ["query", "expand"],
          msg: `'${part}' cannot be expanded here${allowed.size ? `; expandable: ${[...allowed].join(", ")}` : ""}.`,
          type: "expand_invalid",
        });
    }
  }
  for (const [k, v] of params) {
    if (!k.startsWith("expand_")) continue;
    const field = k.slice("expand_".length);
    if (!allowed.has(field)) {
      problems.push({ loc: ["query", k], msg: `'${field}' cannot be expanded here.`, type: "expand_invalid" });
    } else if (v === "true" || v === "1") out.add(field);
    else if (v !== "false" && v !== "0" && v !== "") problems.push({ loc: ["query", k], msg: "Input should be a valid boolean.", type: "bool_parsing" });
  }
  if (problems.length) throw ApiError.validation(problems);
  return out;
}
