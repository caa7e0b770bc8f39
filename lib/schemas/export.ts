import { z } from "zod";
import { checkoutSessionListQuerySchema } from "./checkout-session";
import { customerListQuerySchema } from "./customer";
import { isoTimestampSchema, jsonObjectSchema, listQuerySchema, metadataSchema, optionalText, text, timestampSchema } from "./common";
import { eventListQuerySchema } from "./event";
import { paymentIntentListQuerySchema } from "./payment-intent";
import { priceListQuerySchema } from "./price";
import { productListQuerySchema } from "./product";
import { promoCodeListQuerySchema } from "./promo-code";
import { refundListQuerySchema } from "./refund";
import { invoiceListQuerySchema } from "./invoice";
import { subscriptionListQuerySchema } from "./subscription";

/** What an export can hold: one resource type per file (`payment` is payment intents). */
export const EXPORT_TYPES = [
  "product",
  "price",
  "customer",
  "payment",
  "refund",
  "checkout_session",
  "coupon",
  "promo_code",
  "event",
  "subscription",
  "invoice",
] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];

/** created -> running -> completed, or failed / canceled. */
export const EXPORT_STATUSES = ["created", "running", "completed", "failed", "canceled"] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** Statuses an export can still be canceled from (and that its job still works on). */
export const ACTIVE_EXPORT_STATUSES: readonly ExportStatus[] = ["created", "running"];

/** The most rows `filters.limit` may ask for (row_count and progress are 32-bit). */
export const MAX_EXPORT_LIMIT = 10_000_000;

const isoTimestamp = isoTimestampSchema;

/** `created: {gte, lt}`: objects created at or after `gte` and before `lt`. */
export const createdRangeSchema = z
  .strictObject({
    gte: isoTimestamp.optional().describe("Only objects created at or after this time (ISO 8601)"),
    lt: isoTimestamp.optional().describe("Only objects created before this time (ISO 8601)"),
  })
  .superRefine((v, ctx) => {
    if (v.gte && v.lt && Date.parse(v.gte) >= Date.parse(v.lt)) {
      ctx.addIssue({ code: "custom", path: ["lt"], message: "created.lt must be after created.gte." });
    }
  });

/** Every type takes the list conventions' cursors and a row limit, plus a created range. */
const commonFilters = {
  limit: z.number().int().min(1).max(MAX_EXPORT_LIMIT).optional().describe("At most this many rows, in list order (newest first); all rows when absent"),
  starting_after: text().min(1).max(100).optional().describe("Only objects listed after this one (older), as GET starting_after"),
  ending_before: text().min(1).max(100).optional().describe("Only objects listed before this one (newer), as GET ending_before"),
  created: createdRangeSchema.optional(),
};

const id = text().min(1).max(100);

/**
 * The filters of each type: the list endpoint's own query filters (JSON booleans where the query
 * takes "true"/"false") plus the common ones above. A filter a type does not have is a 422.
 */
export const EXPORT_FILTER_SCHEMAS = {
  payment: z.strictObject({
    ...commonFilters,
    status: paymentIntentListQuerySchema.shape.status,
    customer: id.optional(),
    checkout_session: id.optional(),
  }),
  refund: z.strictObject({
    ...commonFilters,
    status: refundListQuerySchema.shape.status,
    payment_intent: id.optional(),
    checkout_session: id.optional(),
  }),
  checkout_session: z.strictObject({
    ...commonFilters,
    status: checkoutSessionListQuerySchema.shape.status,
    customer: id.optional(),
    client_reference_id: checkoutSessionListQuerySchema.shape.client_reference_id,
    search: checkoutSessionListQuerySchema.shape.search,
  }),
  product: z.strictObject({
    ...commonFilters,
    active: z.boolean().optional(),
    hsa_fsa_eligibility: productListQuerySchema.shape.hsa_fsa_eligibility,
    eligibility_review: productListQuerySchema.shape.eligibility_review,
    visit_type: productListQuerySchema.shape.visit_type,
    client_reference_id: productListQuerySchema.shape.client_reference_id,
    search: productListQuerySchema.shape.search,
  }),
  price: z.strictObject({
    ...commonFilters,
    product: id.optional(),
    active: z.boolean().optional(),
    type: priceListQuerySchema.shape.type,
  }),
  customer: z.strictObject({
    ...commonFilters,
    email: text().max(254).optional(),
    search: customerListQuerySchema.shape.search,
  }),
  coupon: z.strictObject({
    ...commonFilters,
    valid: z.boolean().optional(),
  }),
  promo_code: z.strictObject({
    ...commonFilters,
    code: promoCodeListQuerySchema.shape.code,
    coupon: id.optional(),
    active: z.boolean().optional(),
  }),
  event: z.strictObject({
    ...commonFilters,
    event_type: eventListQuerySchema.shape.event_type,
    object_id: eventListQuerySchema.shape.object_id,
  }),
  subscription: z.strictObject({
    ...commonFilters,
    status: subscriptionListQuerySchema.shape.status,
    customer: id.optional(),
  }),
  invoice: z.strictObject({
    ...commonFilters,
    status: invoiceListQuerySchema.shape.status,
    customer: id.optional(),
    subscription: id.optional(),
  }),
} satisfies Record<ExportType, z.ZodObject>;

/** Filters as stored and answered: every type's fields, each optional. */
export const exportFiltersSchema = z
  .object({
    limit: z.number().int().optional(),
    starting_after: z.string().optional(),
    ending_before: z.string().optional(),
    created: z.object({ gte: timestampSchema.optional(), lt: timestampSchema.optional() }).optional(),
    status: z.string().optional(),
    customer: z.string().optional(),
    checkout_session: z.string().optional(),
    payment_intent: z.string().optional(),
    client_reference_id: z.string().optional(),
    search: z.string().optional(),
    active: z.boolean().optional(),
    hsa_fsa_eligibility: z.string().optional(),
    eligibility_review: z.string().optional(),
    visit_type: z.string().optional(),
    product: z.string().optional(),
    type: z.string().optional(),
    email: z.string().optional(),
    valid: z.boolean().optional(),
    code: z.string().optional(),
    coupon: z.string().optional(),
    event_type: z.string().optional(),
    object_id: z.string().optional(),
    subscription: z.string().optional(),
  })
  .meta({ id: "ExportFilters" });
export type ExportFilters = z.infer<typeof exportFiltersSchema>;

/** Which filters (besides limit, cursors and created) each type takes: for docs and the dashboard. */
export const EXPORT_TYPE_FILTERS = Object.fromEntries(
  EXPORT_TYPES.map((t) => [t, Object.keys(EXPORT_FILTER_SCHEMAS[t].shape).filter((k) => !(k in commonFilters))]),
) as Record<ExportType, string[]>;

const FILTERS_DESCRIPTION =
  'Which rows to export. Flat ({"status": "succeeded"}) or wrapped in "payment" (the spec\'s filters.payment shape) or in the export\'s type. ' +
  "Every type: limit, starting_after, ending_before, created {gte, lt}. Also: " +
  EXPORT_TYPES.map((t) => `${t}: ${EXPORT_TYPE_FILTERS[t].join(", ")}`).join("; ") +
  ". A filter the type does not have is 422 extra_forbidden.";

type FilterIssue = { code: "custom"; path: (string | number)[]; message: string; params: { type: string } };

/**
 * Validates `filters` for `type`: unwraps {"payment": {...}} or {"<type>": {...}}, checks every
 * field with the type's schema, and normalizes timestamps to ISO 8601 UTC with milliseconds.
 */
export function parseExportFilters(
  type: ExportType,
  raw: Record<string, unknown>,
): { ok: true; filters: ExportFilters; path: string[] } | { ok: false; issues: (z.core.$ZodRawIssue | FilterIssue)[] } {
  const keys = Object.keys(raw);
  const wrapper = keys.length === 1 && (keys[0] === "payment" || keys[0] === type) ? keys[0] : null;
  const value = wrapper ? raw[wrapper] : raw;
  const isObject = value !== null && typeof value === "object" && !Array.isArray(value);
  const path = wrapper && isObject ? ["filters", wrapper] : ["filters"];
  const inner = wrapper && isObject ? (value as Record<string, unknown>) : raw;
  const schema = EXPORT_FILTER_SCHEMAS[type];
  const allowed = Object.keys(schema.shape);
  const issues: (z.core.$ZodRawIssue | FilterIssue)[] = [];
  // Unknown filters are named one by one, with what the type does take.
  const known: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(inner)) {
    if (allowed.includes(k)) known[k] = v;
    else
      issues.push({
        code: "custom",
        path: [...path, k],
        message: `'${k}' is not a filter of ${type} exports; they take: ${allowed.join(", ")}.`,
        params: { type: "extra_forbidden" },
      });
  }
  const result = schema.safeParse(known);
  if (!result.success) for (const issue of result.error.issues) issues.push({ ...issue, path: [...path, ...issue.path] } as z.core.$ZodRawIssue);
  if (issues.length || !result.success) return { ok: false, issues };
  const filters = { ...result.data } as ExportFilters;
  if (filters.starting_after && filters.ending_before) {
    return {
      ok: false,
      issues: [
        {
          code: "custom",
          path: [...path, "ending_before"],
          message: "starting_after and ending_before are mutually exclusive.",
          params: { type: "mutually_exclusive" },
        },
      ],
    };
  }
  if (filters.created) {
    const created: { gte?: string; lt?: string } = {};
    if (filters.created.gte) created.gte = new Date(filters.created.gte).toISOString();
    if (filters.created.lt) created.lt = new Date(filters.created.lt).toISOString();
    if (created.gte || created.lt) filters.created = created;
    else delete filters.created;
  }
  return { ok: true, filters, path };
}

export const exportCreateSchema = z
  .strictObject({
    type: z.enum(EXPORT_TYPES).describe("payment = payment intents"),
    description: optionalText(500),
    metadata: metadataSchema.optional(),
    filters: jsonObjectSchema.nullable().optional().describe(FILTERS_DESCRIPTION),
  })
  .transform((body, ctx) => {
    const parsed = parseExportFilters(body.type, body.filters ?? {});
    if (!parsed.ok) {
      for (const issue of parsed.issues) ctx.addIssue(issue);
      return z.NEVER;
    }
    return { type: body.type, description: body.description ?? null, metadata: body.metadata ?? {}, filters: parsed.filters, filtersPath: parsed.path };
  });

/** Server-owned fields clients copy back from a GET into a create: accepted, ignored. */
export const exportReadOnlyFields = [
  "export_id",
  "status",
  "created_at",
  "started_at",
  "completed_at",
  "test_mode",
  "row_count",
  "progress",
  "file",
  "failure_reason",
  "object",
] as const;

export const exportFileSchema = z
  .object({
    size: z.number().int().describe("Bytes (UTF-8)"),
    sha256: z.string().describe("Hex SHA-256 of the file's bytes"),
    url: z.string().describe("GET it with your key (or the dashboard session): text/csv"),
  })
  .meta({ id: "ExportFile" });

export const exportSchema = z
  .object({
    export_id: z.string(),
    description: z.string().nullable(),
    type: z.enum(EXPORT_TYPES),
    status: z.enum(EXPORT_STATUSES),
    created_at: timestampSchema,
    started_at: timestampSchema.nullable(),
    completed_at: timestampSchema.nullable(),
    filters: z.record(z.string(), exportFiltersSchema).describe('The filters under the export\'s type key, e.g. {"payment": {"status": "succeeded"}}'),
    metadata: z.record(z.string(), z.unknown()),
    test_mode: z.boolean(),
    row_count: z.number().int().nullable().describe("Rows matching when the export started; the file's exact row count once completed"),
    progress: z.number().int().describe("Rows written so far"),
    failure_reason: z.string().nullable(),
    file: exportFileSchema.nullable().describe("The CSV, once completed"),
  })
  .meta({ id: "Export" });

export const exportListQuerySchema = listQuerySchema.extend({
  type: z.enum(EXPORT_TYPES).optional(),
  status: z.enum(EXPORT_STATUSES).optional(),
});

export type ExportCreateInput = z.input<typeof exportCreateSchema>;
export type ExportCreate = z.output<typeof exportCreateSchema>;
export type Export = z.infer<typeof exportSchema>;
export type ExportListQuery = z.infer<typeof exportListQuerySchema>;
