import { z } from "zod";
import { listQuerySchema, text, timestampSchema } from "./common";
import { customerSchema } from "./customer";
import { paymentErrorSchema } from "./payment-intent";

export const INVOICE_STATUSES = ["draft", "open", "paid", "void", "uncollectible"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const BILLING_REASONS = ["subscription_create", "subscription_cycle", "subscription_update", "subscription_trial_end"] as const;

export const invoiceLineSchema = z
  .object({
    line_id: z.string(),
    description: z.string(),
    price: z.string(),
    subscription_item: z.string().nullable(),
    quantity: z.number().int(),
    unit_amount: z.number().int(),
    amount: z.number().int().describe("Cents; negative for a proration credit"),
    proration: z.boolean(),
    eligible: z.boolean().describe("HSA/FSA-eligible: charged to the HSA/FSA card"),
    period_start: timestampSchema,
    period_end: timestampSchema,
  })
  .meta({ id: "InvoiceLine" });

export const invoiceSchema = z
  .object({
    invoice_id: z.string(),
    total: z.number().int(),
    amount_due: z.number().int(),
    amount_paid: z.number().int(),
    credit_applied: z.number().int().describe("Proration credit used toward this invoice"),
    payment_intent: z.string().nullable().describe("The intent that paid it (an id; the eligible cart's for a split invoice)"),
    payment_intents: z.array(z.string()).describe("Every intent that paid it: one per card for a split invoice"),
    charge: z.string().nullable(),
    customer: z.union([z.string(), customerSchema]).nullable().describe("Customer id; the Customer with expand=customer"),
    period_start: timestampSchema,
    period_end: timestampSchema,
    subscription: z.string().nullable(),
    status: z.enum(INVOICE_STATUSES),
    billing_reason: z.enum(BILLING_REASONS),
    collection_method: z.enum(["charge_automatically"]),
    lines: z.array(invoiceLineSchema),
    attempt_count: z.number().int(),
    next_payment_attempt: timestampSchema.nullable(),
    last_payment_error: paymentErrorSchema.nullable(),
    created_at: timestampSchema,
    paid_at: timestampSchema.nullable(),
    test_mode: z.boolean(),
    metadata: z.record(z.string(), z.unknown()),
  })
  .meta({ id: "Invoice" });

export const invoiceListQuerySchema = listQuerySchema.extend({
  customer: text().max(100).optional(),
  subscription: text().max(100).optional(),
  status: z.enum(INVOICE_STATUSES).optional(),
});

export type InvoiceLine = z.infer<typeof invoiceLineSchema>;
export type Invoice = z.infer<typeof invoiceSchema>;
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;
