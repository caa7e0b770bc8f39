import { z } from "zod";
import { returnUrlProblem } from "@/lib/checkout/return-url";

/** Free-form metadata: up to 50 keys, keys up to 40 characters. */
export const metadataSchema = z
  .record(z.string().min(1).max(40), z.unknown())
  .refine((m) => Object.keys(m).length <= 50, { message: "Metadata may hold at most 50 keys." });

/** Metadata on update: null clears everything; a key set to null is removed. */
export const metadataPatchSchema = metadataSchema.nullable();

export const timestampSchema = z.string().describe("ISO 8601 UTC timestamp with milliseconds, e.g. 2026-11-22T01:16:34.123Z");

/** Strict "true"/"false" query booleans (z.coerce.boolean would turn "false" into true). */
export const queryBoolean = z
  .enum(["true", "false", "1", "0"])
  .transform((v) => v === "true" || v === "1");

const queryInt = (min: number, max?: number) => {
  let n = z.coerce.number().int().min(min);
  if (max !== undefined) n = n.max(max);
  return n;
};

/** Parameters every list endpoint accepts. */
export const listQuerySchema = z.object({
  limit: queryInt(0, 100).optional(),
  starting_after: z.string().min(1).optional(),
  ending_before: z.string().min(1).optional(),
  expand: z.string().optional(),
});

/** Bounds the database can hold: OFFSET is a bigint, make_interval(days => int). */
export const MAX_OFFSET = 1_000_000_000;
/** 100 years, in days. */
export const MAX_INTERVAL_DAYS = 36_500;

export const offsetQuerySchema = z.object({ offset: queryInt(0, MAX_OFFSET).optional() });
export const intervalQuerySchema = z.object({ interval: queryInt(0, MAX_INTERVAL_DAYS).optional().describe("Only objects created in the last N days (at most 36500)") });

export const retrieveQuerySchema = z.object({ expand: z.string().optional() });

export type ListQuery = z.infer<typeof listQuerySchema> & { offset?: number; interval?: number };

export const idParamSchema = z.object({ id: z.string().min(1) });

/** Optional string fields: null means "no value" (clients never see ""). */
export const optionalText = (max = 5000) => z.string().max(max).nullable().optional();

/** success_url, cancel_url and redirect URLs: absolute, any scheme (app deep links too) but javascript:, data:, vbscript:. */
export const returnUrlSchema = z
  .string()
  .max(2048)
  .superRefine((value, ctx) => {
    const problem = returnUrlProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem.msg, params: { type: problem.type } });
  })
  .describe("Absolute URL with a scheme (https:, or an app's own such as myapp:); {CHECKOUT_SESSION_ID} is replaced, raw or percent-encoded");
