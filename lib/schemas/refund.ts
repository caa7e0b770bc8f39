import { z } from "zod";
import { listQuerySchema, metadataSchema, text, timestampSchema } from "./common";
import { positiveAmountSchema } from "./enums";

export const REFUND_REASONS = ["duplicate", "fraudulent", "requested_by_customer"] as const;
export const REFUND_STATUSES = ["pending", "succeeded", "failed", "canceled"] as const;

export const refundCreateSchema = z.strictObject({
  payment_intent_id: text().min(1),
  amount: positiveAmountSchema.optional().describe("Cents; all that is left to refund when absent"),
  reason: z.enum(REFUND_REASONS).nullable().optional(),
  metadata: metadataSchema.optional(),
});

export const refundReadOnlyFields = ["refund_id", "created_at", "status", "test_mode", "reference_id", "reference_type", "reference_status"] as const;

export const refundSchema = z
  .object({
    refund_id: z.string(),
    payment_intent_id: z.string(),
    amount: z.number().int(),
    created_at: timestampSchema,
    reason: z.enum(REFUND_REASONS).nullable(),
    status: z.enum(REFUND_STATUSES),
    test_mode: z.boolean(),
    metadata: z.record(z.string(), z.unknown()),
    reference_id: z.string().nullable(),
    reference_type: z.enum(["acquirer_reference_number"]).nullable(),
    reference_status: z.enum(["available", "pending", "unavailable"]).nullable(),
    checkout_session: z.string().nullable(),
  })
  .meta({ id: "Refund" });

export const refundListQuerySchema = listQuerySchema.extend({
  payment_intent: text().optional(),
  checkout_session: text().optional(),
  status: z.enum(REFUND_STATUSES).optional(),
});

export type RefundCreate = z.infer<typeof refundCreateSchema>;
export type Refund = z.infer<typeof refundSchema>;
export type RefundListQuery = z.infer<typeof refundListQuerySchema>;
