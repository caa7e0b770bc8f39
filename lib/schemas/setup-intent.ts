import { z } from "zod";
import { listQuerySchema, metadataSchema, text, timestampSchema } from "./common";

export const SETUP_INTENT_STATUSES = ["requires_payment_method", "requires_confirmation", "requires_action", "processing", "succeeded", "canceled"] as const;

export const setupIntentCreateSchema = z.strictObject({
  partner_id: text().min(1).max(200).nullable().optional(),
  checkout_session: text().min(1).nullable().optional(),
  customer: text().min(1).nullable().optional(),
  description: text().max(500).nullable().optional(),
  metadata: metadataSchema.optional(),
});

export const setupIntentReadOnlyFields = ["setup_intent_id", "client_secret", "created_at", "test_mode", "status", "usage", "payment_method"] as const;

export const setupIntentSchema = z.object({
  setup_intent_id: z.string(),
  client_secret: z.string(),
  customer: z.union([z.string(), z.record(z.string(), z.unknown())]).nullable(),
  description: z.string().nullable(),
  payment_method: z.union([z.string(), z.record(z.string(), z.unknown())]).nullable(),
  partner_id: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  created_at: timestampSchema,
  test_mode: z.boolean(),
  status: z.enum(SETUP_INTENT_STATUSES),
  usage: z.enum(["off_session"]),
  checkout_session: z.string().nullable(),
}).meta({ id: "SetupIntent" });

export const setupIntentListQuerySchema = listQuerySchema;

export type SetupIntentCreate = z.infer<typeof setupIntentCreateSchema>;
export type SetupIntent = z.infer<typeof setupIntentSchema>;
