import { z } from "zod";
import { isoTimestampSchema, listQuerySchema, MAX_INTERVAL_DAYS, MAX_OFFSET, metadataPatchSchema, queryBoolean, text, timestampSchema } from "./common";
import { customerSchema } from "./customer";
import { invoiceLineSchema, invoiceSchema } from "./invoice";
import { priceSchema } from "./price";

export const SUBSCRIPTION_STATUSES = ["incomplete", "incomplete_expired", "trialing", "active", "past_due", "canceled", "unpaid", "paused"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** always_invoice (the default): bill the proration now; create_prorations: on the next invoice; none. */
export const PRORATION_BEHAVIORS = ["always_invoice", "create_prorations", "none"] as const;
export type ProrationBehavior = (typeof PRORATION_BEHAVIORS)[number];

/** Most items a subscription may hold, and the largest quantity of one (a 32-bit column). */
export const MAX_SUBSCRIPTION_ITEMS = 20;
export const MAX_QUANTITY = 1_000_000;

const isoTimestamp = isoTimestampSchema;

export const subscriptionItemSchema = z
  .object({
    subscription_item_id: z.string(),
    price: priceSchema,
    quantity: z.number().int(),
    created_at: timestampSchema,
    updated_at: timestampSchema,
    test_mode: z.boolean(),
  })
  .meta({ id: "SubscriptionItem" });

export const subscriptionSchema = z
  .object({
    subscription_id: z.string(),
    created_at: timestampSchema,
    items: z.array(subscriptionItemSchema),
    latest_invoice: z.union([z.string(), invoiceSchema]).nullable().describe("Invoice id; the Invoice with expand=latest_invoice"),
    customer: z.union([z.string(), customerSchema]).nullable().describe("Customer id; the Customer with expand=customer"),
    status: z.enum(SUBSCRIPTION_STATUSES),
    cancel_at_period_end: z.boolean(),
    current_period_start: timestampSchema,
    current_period_end: timestampSchema,
    metadata: z.record(z.string(), z.unknown()),
    test_mode: z.boolean(),
    client_secret: z.object({ setup_secret: z.string().nullable(), payment_secret: z.string().nullable() }).nullable(),
    proration_behavior: z.enum(PRORATION_BEHAVIORS),
    trial_start: timestampSchema.nullable(),
    trial_end: timestampSchema.nullable(),
    cancel_at: timestampSchema.nullable(),
    canceled_at: timestampSchema.nullable(),
    ended_at: timestampSchema.nullable(),
    checkout_session: z.string().nullable(),
    default_payment_method: z.string().nullable().describe("The saved regular card charged for non-eligible lines"),
    hsa_fsa_payment_method: z.string().nullable().describe("The saved HSA/FSA card charged for eligible lines"),
    credit_balance: z.number().int().describe("Cents of proration credit applied to the next invoices"),
  })
  .meta({ id: "Subscription" });

const itemUpdateSchema = z
  .strictObject({
    subscription_item_id: text().min(1).max(100).optional(),
    price: text().min(1).max(100).optional(),
    quantity: z.number().int().min(1).max(MAX_QUANTITY).optional(),
    deleted: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.subscription_item_id && !v.price) ctx.addIssue({ code: "custom", path: ["price"], message: "A new item needs a price." });
    if (!v.subscription_item_id && v.deleted) ctx.addIssue({ code: "custom", path: ["subscription_item_id"], message: "Name the item to delete." });
  });

export const subscriptionUpdateSchema = z.strictObject({
  cancel_at_period_end: z.boolean().optional(),
  cancel_at: isoTimestamp.nullable().optional().describe("Cancel at this time (ISO 8601); null removes it"),
  trial_end: z
    .union([z.literal("now"), isoTimestamp])
    .optional()
    .describe("End the trial now, or at this time"),
  items: z.array(itemUpdateSchema).max(MAX_SUBSCRIPTION_ITEMS).optional(),
  proration_behavior: z.enum(PRORATION_BEHAVIORS).optional(),
  proration_date: isoTimestamp
    .optional()
    .describe(
      "Prorate as if the change happened at this time (inside the current period, not in the future): send a preview's preview_at to bill exactly what it showed",
    ),
  metadata: metadataPatchSchema.optional(),
});

/** POST /v1/subscriptions/{id}/preview: the item change to price (none: just the next invoice). */
export const subscriptionPreviewInputSchema = subscriptionUpdateSchema.pick({ items: true, proration_behavior: true, proration_date: true });

const previewAmountsSchema = {
  lines: z.array(invoiceLineSchema),
  total: z.number().int().describe("Sum of the lines, in cents"),
  credit_applied: z.number().int().describe("Proration credit of the subscription used toward it"),
  amount_due: z.number().int().describe("What would be charged"),
};

export const subscriptionPreviewSchema = z
  .object({
    subscription: z.string(),
    preview_at: timestampSchema.describe("The billing time the preview was computed at (send it back as proration_date)"),
    proration_behavior: z.enum(PRORATION_BEHAVIORS),
    proration: z
      .object({
        ...previewAmountsSchema,
        billed: z
          .enum(["now", "next_invoice", "none"])
          .describe("now: invoiced and charged at once; next_invoice: added to the next renewal; none: not billed"),
      })
      .describe("What the item change would bill (no lines without a change)"),
    next_invoice: z
      .object({ ...previewAmountsSchema, period_start: timestampSchema, period_end: timestampSchema, charged_at: timestampSchema })
      .nullable()
      .describe("The next renewal invoice after the change; null when the subscription will not renew"),
    test_mode: z.boolean(),
  })
  .meta({ id: "SubscriptionPreview" });

/** Server-owned fields clients copy back from a GET: accepted, ignored. */
export const subscriptionReadOnlyFields = [
  "subscription_id",
  "created_at",
  "latest_invoice",
  "customer",
  "status",
  "current_period_start",
  "current_period_end",
  "test_mode",
  "client_secret",
  "trial_start",
  "canceled_at",
  "ended_at",
  "checkout_session",
  "default_payment_method",
  "hsa_fsa_payment_method",
  "credit_balance",
  "object",
] as const;

const queryInt = z.coerce.number().int().min(0);

export const subscriptionListQuerySchema = listQuerySchema.extend({
  customer: text().nullable().optional(),
  expand_customer: queryBoolean.nullable().optional(),
  interval: queryInt.max(MAX_INTERVAL_DAYS).nullable().optional().describe("Only subscriptions created in the last N days (at most 36500)"),
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
  offset: queryInt.max(MAX_OFFSET).nullable().optional(),
  expand: text().max(1000).optional(),
});

/** The test clock: move one merchant's test-mode billing time forward. */
export const clockAdvanceSchema = z
  .strictObject({
    seconds: z
      .number()
      .int()
      .min(1)
      .max(10 * 366 * 86_400)
      .optional()
      .describe("Move forward this many seconds (at most 10 years)"),
    to: isoTimestamp.optional().describe("Move forward to this time"),
  })
  .superRefine((v, ctx) => {
    if ((v.seconds === undefined) === (v.to === undefined)) ctx.addIssue({ code: "custom", path: ["seconds"], message: "Give exactly one of seconds or to." });
  });

export const clockSchema = z
  .object({
    now: timestampSchema.describe("The merchant's test-mode billing time"),
    offset_seconds: z.number().int().describe("How far it runs ahead of real time"),
    invoices_created: z.number().int(),
    invoices_paid: z.number().int(),
    invoices_failed: z.number().int(),
    subscriptions_updated: z.number().int(),
  })
  .meta({ id: "TestClock" });

export const paymentMethodOutcomeSchema = z.strictObject({
  outcome: z.enum(["succeed", "card_declined", "insufficient_funds"]).describe("How this saved card's future charges turn out (test mode)"),
});

export type Subscription = z.infer<typeof subscriptionSchema>;
export type SubscriptionItem = z.infer<typeof subscriptionItemSchema>;
export type SubscriptionUpdate = z.infer<typeof subscriptionUpdateSchema>;
export type SubscriptionListQuery = z.infer<typeof subscriptionListQuerySchema>;
export type ClockAdvance = z.infer<typeof clockAdvanceSchema>;
export type TestClock = z.infer<typeof clockSchema>;
export type SubscriptionPreviewInput = z.infer<typeof subscriptionPreviewInputSchema>;
export type SubscriptionPreview = z.infer<typeof subscriptionPreviewSchema>;
