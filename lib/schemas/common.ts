import { z } from "zod";
import { returnUrlProblem } from "@/lib/checkout/return-url";
import { inspectJson, INVALID_CHARACTER_MSG, INVALID_CHARACTER_TYPE, isSafeText, SAFE_TEXT_PATTERN } from "./safe-text";

/**
 * Every string a client sends: anything but NUL and unpaired surrogates, which PostgreSQL cannot
 * store (422 string_invalid_character; see safe-text.ts). The OpenAPI document carries the pattern.
 */
export const text = () => z.string().regex(SAFE_TEXT_PATTERN, INVALID_CHARACTER_MSG);

/**
 * A URL format check (z.url) keeps the text as sent, and URL parsing percent-encodes a NUL in a
 * path: the text itself must still be storable. (A refinement, so the format stays in OpenAPI.)
 */
export const safeUrl = <T extends z.ZodType<string>>(schema: T) =>
  schema.refine((v) => isSafeText(v), { message: INVALID_CHARACTER_MSG, params: { type: INVALID_CHARACTER_TYPE } });

/** Free-form JSON (metadata values, intake answers): its strings and keys, at any depth, must be text(). */
export const jsonValueSchema = z
  .unknown()
  .superRefine((value, ctx) => {
    for (const found of inspectJson(value).invalid) {
      ctx.addIssue({ code: "custom", path: found.path, message: INVALID_CHARACTER_MSG, params: { type: INVALID_CHARACTER_TYPE } });
    }
  })
  .describe("Any JSON value; its strings and keys may not contain NUL (U+0000) or unpaired surrogates");

/** A free-form JSON object. */
export const jsonObjectSchema = z.record(text(), jsonValueSchema);

/** Free-form metadata: up to 50 keys, keys up to 40 characters. */
export const metadataSchema = z
  .record(text().min(1).max(40), jsonValueSchema)
  .refine((m) => Object.keys(m).length <= 50, { message: "Metadata may hold at most 50 keys." });

/** Metadata on update: null clears everything; a key set to null is removed. */
export const metadataPatchSchema = metadataSchema.nullable();

export const timestampSchema = z.string().describe("ISO 8601 UTC timestamp with milliseconds, e.g. 2026-11-22T01:16:34.123Z");

const MIN_TIMESTAMP_MS = Date.parse("0001-01-01T00:00:00.000Z");
const MAX_TIMESTAMP_MS = Date.parse("9999-12-31T23:59:59.999Z");

/**
 * A timestamp a client sends: ISO 8601 with Z or an offset, between years 1 and 9999 in UTC
 * (PostgreSQL has no year 0, and JavaScript writes years past 9999 in a form it cannot read).
 */
export const isoTimestampSchema = z.iso.datetime({ offset: true }).refine(
  (v) => {
    const ms = Date.parse(v);
    return ms >= MIN_TIMESTAMP_MS && ms <= MAX_TIMESTAMP_MS;
  },
  { message: "Use a time between years 1 and 9999 (UTC).", params: { type: "datetime_out_of_range" } },
);

/** The largest value of a PostgreSQL integer (int4) column: counts such as max_redemptions. */
export const MAX_INT4 = 2_147_483_647;

/** Strict "true"/"false" query booleans (z.coerce.boolean would turn "false" into true). */
export const queryBoolean = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

const queryInt = (min: number, max?: number) => {
  let n = z.coerce.number().int().min(min);
  if (max !== undefined) n = n.max(max);
  return n;
};

/** Parameters every list endpoint accepts. */
export const listQuerySchema = z.object({
  limit: queryInt(0, 100).optional(),
  starting_after: text().min(1).optional(),
  ending_before: text().min(1).optional(),
  expand: text().max(1000).optional(),
});

/** Bounds the database can hold: OFFSET is a bigint, make_interval(days => int). */
export const MAX_OFFSET = 1_000_000_000;
/** 100 years, in days. */
export const MAX_INTERVAL_DAYS = 36_500;

export const offsetQuerySchema = z.object({ offset: queryInt(0, MAX_OFFSET).optional() });
export const intervalQuerySchema = z.object({
  interval: queryInt(0, MAX_INTERVAL_DAYS).optional().describe("Only objects created in the last N days (at most 36500)"),
});

export const retrieveQuerySchema = z.object({ expand: text().max(1000).optional() });

export type ListQuery = z.infer<typeof listQuerySchema> & { offset?: number; interval?: number };

/**
 * Path ids: what an id can look like (prefix_ + ULID, or a test token); anything else names no
 * object, so the wrapper answers 404 before any query.
 */
export const ID_PARAM_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
export const idParamSchema = z.object({ id: z.string().regex(ID_PARAM_PATTERN) });

/** Optional string fields: null means "no value" (clients never see ""). */
export const optionalText = (max = 5000) => text().max(max).nullable().optional();

/** success_url, cancel_url and redirect URLs: absolute, any scheme (app deep links too) but javascript:, data:, vbscript:. */
export const returnUrlSchema = text()
  .max(2048)
  .superRefine((value, ctx) => {
    const problem = returnUrlProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem.msg, params: { type: problem.type } });
  })
  .describe("Absolute URL with a scheme (https:, or an app's own such as myapp:); {CHECKOUT_SESSION_ID} is replaced, raw or percent-encoded");
