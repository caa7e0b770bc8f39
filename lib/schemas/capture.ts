import { z } from "zod";
import { listQuerySchema, metadataPatchSchema, text, timestampSchema } from "./common";

export const captureItemSchema = z
  .object({
    capture_item_id: z.string(),
    amount_captured: z.number().int(),
    created_at: timestampSchema,
    price: z.string().describe("The captured line's price (an id)"),
    payment_intent: z.string(),
    quantity: z.number().int(),
    test_mode: z.boolean(),
  })
  .meta({ id: "CaptureItem" });

export const captureSchema = z
  .object({
    capture_id: z.string(),
    checkout_session: z.string(),
    amount_captured: z.number().int(),
    amount_shipping_captured: z.number().int(),
    amount_discount_captured: z.number().int(),
    amount_tax_captured: z.number().int(),
    created_at: timestampSchema,
    items: z.array(captureItemSchema),
    metadata: z.record(z.string(), z.unknown()),
    test_mode: z.boolean(),
  })
  .meta({ id: "Capture" });

export const captureUpdateSchema = z.strictObject({ metadata: metadataPatchSchema.optional() });
export const captureReadOnlyFields = [
  "capture_id",
  "checkout_session",
  "amount_captured",
  "amount_shipping_captured",
  "amount_discount_captured",
  "amount_tax_captured",
  "created_at",
  "items",
  "test_mode",
] as const;

export const captureListQuerySchema = listQuerySchema.extend({
  checkout_session: text().optional(),
});

export type Capture = z.infer<typeof captureSchema>;
export type CaptureUpdate = z.infer<typeof captureUpdateSchema>;
export type CaptureListQuery = z.infer<typeof captureListQuerySchema>;
