import { z } from "zod";
import { listQuerySchema, metadataPatchSchema, metadataSchema, optionalText, safeUrl, text, timestampSchema } from "./common";
import { EVENT_TYPES, isEventType } from "./event-types";

/** Event types to send, or ["*"] for all. Unknown types are refused by name. */
const eventsSchema = z
  .array(text().min(1).max(100))
  .min(1, 'Subscribe to at least one event type, or ["*"] for all.')
  .max(100)
  .superRefine((types, ctx) => {
    types.forEach((t, i) => {
      if (t !== "*" && !isEventType(t)) {
        ctx.addIssue({
          code: "custom",
          path: [i],
          message: `Unknown event type '${t}'. Known types: ${EVENT_TYPES.join(", ")}, or "*".`,
          params: { type: "event_type_unknown" },
        });
      }
    });
  })
  .transform((types) => (types.includes("*") ? ["*"] : [...new Set(types)]))
  .describe(`Event types to receive, or ["*"] for every type: ${EVENT_TYPES.join(", ")}`);

/** http(s) only; live endpoints must be https (checked with the mode, in the service). */
const endpointUrlSchema = safeUrl(z.url({ protocol: /^https?$/, message: "Enter an http(s) URL." }).max(2048));

export const webhookCreateSchema = z.strictObject({
  url: endpointUrlSchema,
  events: eventsSchema,
  description: optionalText(500),
  metadata: metadataSchema.optional(),
  disabled: z.boolean().optional(),
});

export const webhookUpdateSchema = z.strictObject({
  url: endpointUrlSchema.nullable().optional(),
  events: eventsSchema.nullable().optional(),
  description: optionalText(500),
  metadata: metadataPatchSchema.optional(),
  disabled: z.boolean().nullable().optional(),
});

/** Server-owned fields clients copy back from a GET into a create or update: accepted, ignored. */
export const webhookReadOnlyFields = ["webhook_id", "created_at", "test_mode", "disabled_reason", "signing_secret", "deleted", "object"] as const;

export const webhookSchema = z
  .object({
    webhook_id: z.string(),
    url: z.string(),
    events: z.array(z.string()),
    description: z.string().nullable(),
    disabled: z.boolean(),
    disabled_reason: z.string().nullable(),
    test_mode: z.boolean(),
    metadata: z.record(z.string(), z.unknown()),
    created_at: timestampSchema,
    signing_secret: z.string().nullable().describe("whsec_ + base64 of 32 random bytes; answered on create and on rotate_secret only, null otherwise"),
    deleted: z.boolean().optional(),
  })
  .meta({ id: "WebhookEndpoint" });

export const webhookListQuerySchema = listQuerySchema.extend({
  disabled: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
});

export const WEBHOOK_ATTEMPT_STATUSES = ["succeeded", "failed"] as const;

export const webhookAttemptSchema = z
  .object({
    attempt_id: z.string(),
    webhook_id: z.string(),
    event_id: z.string(),
    event_type: z.string(),
    attempt: z.number().int().describe("1 for the first delivery of the event to the endpoint, then 2, 3, ... for retries"),
    status: z.enum(WEBHOOK_ATTEMPT_STATUSES),
    trigger: z.enum(["scheduled", "manual"]),
    http_status: z.number().int().nullable(),
    latency_ms: z.number().int().nullable(),
    response_body: z.string().nullable().describe("The first 1 KB of the receiver's answer"),
    error: z.string().nullable().describe("Why no HTTP answer came: timeout, refused connection, refused destination"),
    next_retry_at: timestampSchema.nullable(),
    test_mode: z.boolean(),
    created_at: timestampSchema,
  })
  .meta({ id: "WebhookAttempt" });

export const webhookAttemptListQuerySchema = listQuerySchema.extend({
  status: z.enum(WEBHOOK_ATTEMPT_STATUSES).optional(),
  event_id: text().max(100).optional(),
});

export const webhookStatsSchema = z
  .object({
    webhook_id: z.string(),
    window_hours: z.number().int(),
    attempts: z.number().int(),
    succeeded: z.number().int(),
    failed: z.number().int(),
    success_rate: z.number().nullable().describe("succeeded / attempts over the window, null without attempts"),
  })
  .meta({ id: "WebhookStats" });

export const eventRetrySchema = z.strictObject({
  webhook_id: text().min(1),
});

export const sendTestEventSchema = z.strictObject({});

export type WebhookCreate = z.infer<typeof webhookCreateSchema>;
export type WebhookUpdate = z.infer<typeof webhookUpdateSchema>;
export type Webhook = z.infer<typeof webhookSchema>;
export type WebhookListQuery = z.infer<typeof webhookListQuerySchema>;
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;
export type WebhookAttemptListQuery = z.infer<typeof webhookAttemptListQuerySchema>;
export type WebhookStats = z.infer<typeof webhookStatsSchema>;
export type EventRetry = z.infer<typeof eventRetrySchema>;
