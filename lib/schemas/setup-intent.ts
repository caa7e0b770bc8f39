import { z } from "zod";
import { listQuerySchema, metadataSchema, text, timestampSchema } from "./common";
import { customerSchema } from "./customer";

export const SETUP_INTENT_STATUSES = ["requires_payment_method", "requires_confirmation", "requires_action", "processing", "succeeded", "canceled"] as const;

export const setupIntentCreateSchema = z.strictObject({
  partner_id: text().min(1).max(200).nullable().optional(),
  checkout_session: text().min(1).nullable().optional(),
  customer: text().min(1).nullable().optional(),
  description: text().max(500).nullable().optional(),
  metadata: metadataSchema.optional(),
});

export const setupIntentReadOnlyFields = ["setup_intent_id", "client_secret", "created_at", "test_mode", "status", "usage", "payment_method"] as const;

/** A saved card, as a setup intent's expand=payment_method answers it. */
export const paymentMethodSchema = z
  .object({
    payment_method_id: z.string(),
    brand: z.string(),
    last4: z.string(),
    hsa_fsa: z.boolean().describe("An HSA/FSA card"),
    customer: z.string().nullable(),
    created_at: timestampSchema,
  })
  .meta({ id: "PaymentMethod" });

export const setupIntentSchema = z
  .object({
    setup_intent_id: z.string(),
    client_secret: z.string(),
    customer: z.union([z.string(), customerSchema]).nullable().describe("Customer id; the Customer with expand=customer"),
    description: z.string().nullable(),
    payment_method: z.union([z.string(), paymentMethodSchema]).nullable().describe("The saved card's id; the PaymentMethod with expand=payment_method"),
    partner_id: z.string().nullable(),
    metadata: z.record(z.string(), z.unknown()),
    created_at: timestampSchema,
    test_mode: z.boolean(),
    status: z.enum(SETUP_INTENT_STATUSES),
    usage: z.enum(["off_session"]),
    checkout_session: z.string().nullable(),
  })
  .meta({ id: "SetupIntent" });

export const setupIntentListQuerySchema = listQuerySchema;

export type SetupIntentCreate = z.infer<typeof setupIntentCreateSchema>;
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export type SetupIntent = z.infer<typeof setupIntentSchema>;
