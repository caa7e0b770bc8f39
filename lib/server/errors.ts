import type { z } from "zod";
import { INVALID_CHARACTER_TYPE, SAFE_TEXT_PATTERN } from "@/lib/schemas/safe-text";

const SAFE_TEXT_REGEX = String(SAFE_TEXT_PATTERN);

export type ErrorEntry = { loc: (string | number)[]; msg: string; type: string };

/** Every non-2xx answer of the API is one of these, rendered as {"detail": [...]}. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: ErrorEntry[],
    readonly headers: Record<string, string> = {},
  ) {
    super(detail.map((d) => `${d.type}: ${d.msg}`).join("; "));
    this.name = "ApiError";
  }

  static of(status: number, type: string, msg: string, loc: (string | number)[] = []) {
    return new ApiError(status, [{ loc, msg, type }]);
  }

  /** A business rule refused the request. */
  static badRequest(type: string, msg: string, loc: (string | number)[] = []) {
    return ApiError.of(400, type, msg, loc);
  }

  /** The object named in the path does not exist for this account and mode. */
  static notFound(resource: string, id: string, loc: (string | number)[] = ["path", "id"]) {
    return ApiError.of(404, "resource_not_found", `No such ${resource}: '${id}'.`, loc);
  }

  /** A reference in a body names an object the caller cannot see. */
  static referenceNotFound(resource: string, id: string, loc: (string | number)[]) {
    return ApiError.of(422, `${resource}_not_found`, `${resource}_not_found: No such ${resource.replace(/_/g, " ")}: '${id}'.`, loc);
  }

  static validation(detail: ErrorEntry[]) {
    return new ApiError(422, detail);
  }

  static conflict(type: string, msg: string) {
    return ApiError.of(409, type, msg);
  }
}

function typeName(expected: string): string {
  switch (expected) {
    case "string":
      return "string_type";
    case "number":
      return "float_type";
    case "int":
      return "int_type";
    case "boolean":
      return "bool_type";
    case "object":
    case "record":
      return "object_type";
    case "array":
      return "list_type";
    default:
      return `${expected}_type`;
  }
}

/** Maps zod issues to the API's 422 entries, with `loc` prefixed by where the input came from. */
export function zodIssuesToDetail(issues: z.core.$ZodIssue[], prefix: (string | number)[]): ErrorEntry[] {
  const out: ErrorEntry[] = [];
  for (const issue of issues) {
    const loc = [...prefix, ...issue.path.map((p) => (typeof p === "symbol" ? String(p) : p))];
    switch (issue.code) {
      case "unrecognized_keys":
        for (const key of issue.keys) out.push({ loc: [...loc, key], msg: "Extra inputs are not permitted.", type: "extra_forbidden" });
        break;
      case "invalid_type": {
        const missing = (issue as { input?: unknown }).input === undefined;
        if (missing) out.push({ loc, msg: "Field required.", type: "missing" });
        else {
          const expected = issue.expected === "number" && /int/i.test(issue.message) ? "int" : issue.expected;
          out.push({ loc, msg: `Input should be a valid ${expected === "int" ? "integer" : expected}.`, type: typeName(String(expected)) });
        }
        break;
      }
      case "invalid_value":
        out.push({
          loc,
          msg: `Input should be ${issue.values.map((v) => `'${String(v)}'`).join(", ")}.`,
          type: issue.values.length > 1 ? "enum" : "literal_error",
        });
        break;
      case "too_small":
        out.push({
          loc,
          msg: issue.message,
          type: issue.origin === "string" ? "string_too_short" : issue.origin === "array" ? "too_short" : "greater_than_equal",
        });
        break;
      case "too_big":
        out.push({
          loc,
          msg: issue.message,
          type: issue.origin === "string" ? "string_too_long" : issue.origin === "array" ? "too_long" : "less_than_equal",
        });
        break;
      case "invalid_format":
        if (issue.format === "regex" && issue.pattern === SAFE_TEXT_REGEX) out.push({ loc, msg: issue.message, type: INVALID_CHARACTER_TYPE });
        else out.push({ loc, msg: issue.message, type: issue.format === "email" ? "value_error" : "string_pattern_mismatch" });
        break;
      case "not_multiple_of":
        out.push({ loc, msg: issue.message, type: "multiple_of" });
        break;
      case "custom": {
        // Business-named validation failures carry their own type (e.g. coupon_amount_must_be_positive).
        const type = (issue.params as { type?: string } | undefined)?.type ?? "value_error";
        out.push({ loc, msg: issue.message, type });
        break;
      }
      default:
        out.push({ loc, msg: issue.message, type: "value_error" });
    }
  }
  return out;
}
