// The payment link form's schemas. The body is checked by the API's own paymentLinkCreateSchema
// / paymentLinkUpdateSchema (line limits, redirect URL, message length...).
import { z } from "zod";
import { centsToDollarsInput } from "@/lib/client/dollars";
import { blankToNull, readDollars, readInt } from "@/components/forms/form-schema";
import { AFTER_COMPLETION_TYPES, CAPTURE_METHODS } from "@/lib/schemas/enums";
import { paymentLinkCreateSchema, paymentLinkUpdateSchema, type PaymentLink, type PaymentLinkCreate, type PaymentLinkUpdate } from "@/lib/schemas/payment-link";

const paymentLinkFormFields = z.object({
  label: z.string(),
  line_items: z.array(z.object({ price: z.string(), quantity: z.string() })),
  allow_promotion_codes: z.boolean(),
  shipping_address_collection: z.boolean(),
  /** Dollars; blank for free shipping. */
  shipping_amount: z.string(),
  payment_intent_data: z.object({ capture_method: z.enum(CAPTURE_METHODS) }),
  after_completion: z.object({
    type: z.enum(AFTER_COMPLETION_TYPES),
    hosted_confirmation: z.object({ custom_message: z.string() }),
    redirect: z.object({ url: z.string() }),
  }),
});

export type PaymentLinkFormValues = z.input<typeof paymentLinkFormFields>;
type Values = PaymentLinkFormValues;

function afterCompletion(v: Values, ctx: z.RefinementCtx): NonNullable<PaymentLinkCreate["after_completion"]> {
  if (v.after_completion.type === "redirect") {
    const url = v.after_completion.redirect.url.trim();
    if (!url) ctx.addIssue({ code: "custom", message: "Enter the address to send customers to.", path: ["after_completion", "redirect", "url"] });
    return { type: "redirect", redirect: { url } };
  }
  return { type: "hosted_confirmation", hosted_confirmation: { custom_message: blankToNull(v.after_completion.hosted_confirmation.custom_message) } };
}

export const paymentLinkCreateFormSchema = paymentLinkFormFields
  .transform((v, ctx): PaymentLinkCreate => {
    const lineItems = v.line_items.map((line, i) => {
      if (!line.price) ctx.addIssue({ code: "custom", message: "Choose a price.", path: ["line_items", i, "price"] });
      const quantity = readInt(line.quantity, ctx, ["line_items", i, "quantity"]);
      if (quantity === null && !line.quantity.trim()) ctx.addIssue({ code: "custom", message: "Required.", path: ["line_items", i, "quantity"] });
      return { price: line.price, quantity: quantity ?? 1 };
    });
    const shipping = v.shipping_address_collection ? readDollars(v.shipping_amount, ctx, ["shipping_amount"], true) : null;
    return {
      label: blankToNull(v.label),
      line_items: lineItems,
      allow_promotion_codes: v.allow_promotion_codes,
      shipping_address_collection: v.shipping_address_collection,
      shipping_options: shipping ? { shipping_amount: shipping } : null,
      payment_intent_data: { capture_method: v.payment_intent_data.capture_method },
      after_completion: afterCompletion(v, ctx),
      origin: "dashboard",
    };
  })
  .pipe(paymentLinkCreateSchema);

/** Edit: the parts of a link that can change (its lines, shipping and capture cannot). */
export const paymentLinkUpdateFormSchema = paymentLinkFormFields
  .transform((v, ctx): PaymentLinkUpdate => ({
    label: blankToNull(v.label),
    allow_promotion_codes: v.allow_promotion_codes,
    after_completion: afterCompletion(v, ctx),
  }))
  .pipe(paymentLinkUpdateSchema);

/** Form fields that can show an API error (see applyApiErrors; line paths are mapped apart). */
export const PAYMENT_LINK_FORM_FIELDS = [
  "label",
  "line_items",
  "allow_promotion_codes",
  "shipping_address_collection",
  "shipping_amount",
  "payment_intent_data.capture_method",
  "after_completion",
  "after_completion.type",
  "after_completion.hosted_confirmation.custom_message",
  "after_completion.redirect.url",
] as const;

/** The most lines a link may have, read from the API schema's max_length check. */
export const MAX_LINES: number =
  (paymentLinkCreateSchema.shape.line_items.def.checks ?? [])
    .map((c) => c._zod.def as { check: string; maximum?: number })
    .find((d) => d.check === "max_length")?.maximum ?? 20;

export function paymentLinkFormDefaults(link?: PaymentLink): PaymentLinkFormValues {
  return {
    label: link?.label ?? "",
    line_items: link ? link.line_items.map((l) => ({ price: l.price, quantity: String(l.quantity) })) : [{ price: "", quantity: "1" }],
    allow_promotion_codes: link?.allow_promotion_codes ?? false,
    shipping_address_collection: link?.shipping_address_collection ?? false,
    shipping_amount: link?.shipping_options ? centsToDollarsInput(link.shipping_options.shipping_amount) : "",
    payment_intent_data: { capture_method: link?.payment_intent_data.capture_method ?? "automatic" },
    after_completion: {
      type: link?.after_completion.type ?? "hosted_confirmation",
      hosted_confirmation: { custom_message: link?.after_completion.hosted_confirmation?.custom_message ?? "" },
      redirect: { url: link?.after_completion.redirect?.url ?? "" },
    },
  };
}
