import { z } from "zod";
import { listQuerySchema, MAX_INTERVAL_DAYS, text, timestampSchema } from "./common";
import { customerSchema } from "./customer";
import { CAPTURE_METHODS } from "./enums";

export const PAYMENT_INTENT_STATUSES = [
  "requires_payment_method",
  "requires_confirmation",
  "requires_action",
  "processing",
  "requires_capture",
  "succeeded",
  "canceled",
] as const;

const queryInt = z.coerce.number().int().min(0);

/** Why the last attempt to charge failed (a declined card, 3-D Secure not completed, no saved card...). */
export const paymentErrorSchema = z
  .object({
    code: z.string().describe("card_declined, authentication_required, payment_method_missing, ..."),
    decline_code: z.string().nullable().describe("The issuer's reason when a card was declined: generic_decline, insufficient_funds, ..."),
    message: z.string(),
    payment_method: z.string().nullable().describe("The payment method that was tried"),
  })
  .meta({ id: "PaymentError" });

export const paymentIntentSchema = z
  .object({
    payment_intent_id: z.string(),
    amount: z.number().int(),
    amount_capturable: z.number().int(),
    amount_received: z.number().int(),
    amount_refunded: z.number().int(),
    application_fee_amount: z.number().int().nullable(),
    customer: z.union([z.string(), customerSchema]).nullable().describe("Customer id; the Customer with expand=customer"),
    transfer_data: z.object({ amount: z.number().int(), destination: z.string() }).nullable(),
    status: z.enum(PAYMENT_INTENT_STATUSES),
    latest_charge: z.string().nullable(),
    created_at: timestampSchema,
    invoice: z.string().nullable().describe("The invoice this intent pays (an id)"),
    capture_method: z.enum(CAPTURE_METHODS),
    client_secret: z.string(),
    metadata: z.record(z.string(), z.unknown()),
    payment_method: z.string().nullable(),
    test_mode: z.boolean(),
    transfer_group: z.string().nullable(),
    checkout_session: z.string().nullable(),
    cart: z.enum(["eligible", "non_eligible", "whole"]).describe("Which cart of a split session this intent pays"),
    last_payment_error: paymentErrorSchema.nullable(),
    card: z.object({ brand: z.string(), last4: z.string() }).nullable().describe("The card that was authorized, as the processor described it"),
    processor: z
      .object({ name: z.enum(["test", "stripe"]), payment_id: z.string() })
      .nullable()
      .describe("Where the money is: the built-in test processor (test mode) or Stripe (live mode), and its payment id (Stripe pi_...)"),
    dispute_status: z
      .string()
      .nullable()
      .describe("Set when the shopper's bank disputes the payment (Stripe charge.dispute.*): needs_response, under_review, won, lost, ..."),
  })
  .meta({ id: "PaymentIntent" });

export const paymentIntentListQuerySchema = listQuerySchema.extend({
  interval: queryInt.max(MAX_INTERVAL_DAYS).optional().describe("Only intents created in the last N days (at most 36500)"),
  customer: text().nullable().optional(),
  checkout_session: text().nullable().optional(),
  status: z.enum(PAYMENT_INTENT_STATUSES).optional(),
});

export type PaymentError = z.infer<typeof paymentErrorSchema>;
export type PaymentIntent = z.infer<typeof paymentIntentSchema>;
export type PaymentIntentListQuery = z.infer<typeof paymentIntentListQuerySchema>;
