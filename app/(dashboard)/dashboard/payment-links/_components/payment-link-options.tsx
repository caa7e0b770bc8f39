"use client";

import { useWatch, type UseFormReturn } from "react-hook-form";
import { Lock } from "lucide-react";
import { Money } from "@/components/money";
import { CheckField } from "@/components/forms/check-field";
import { ChoiceCard } from "@/components/forms/choice-card";
import { fieldProps } from "@/components/forms/field-props";
import { FormField } from "@/components/forms/form-field";
import { MoneyInput } from "@/components/forms/money-input";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { PaymentLink, PaymentLinkCreate, PaymentLinkUpdate } from "@/lib/schemas/payment-link";
import type { PaymentLinkFormValues } from "./payment-link-form-schema";

export type PaymentLinkFormApi = UseFormReturn<PaymentLinkFormValues, unknown, PaymentLinkCreate | PaymentLinkUpdate>;

/** Promo codes; on create also shipping and capture (fixed once the link exists). */
export function CheckoutOptionsFields({ form, link }: { form: PaymentLinkFormApi; link?: PaymentLink }) {
  const { register, control, formState } = form;
  const { errors } = formState;
  const collectShipping = useWatch({ control, name: "shipping_address_collection" });
  const captureMethod = useWatch({ control, name: "payment_intent_data.capture_method" });
  return (
    <Card>
      <CardHeader title="Checkout options" />
      <CardContent className="grid gap-5">
        <CheckField title="Allow promo codes" description="Customers can enter a promo code at checkout." {...register("allow_promotion_codes")} />
        {link ? (
          <LockedOptions link={link} />
        ) : (
          <>
            <CheckField
              title="Collect shipping address"
              description="For products you ship. Customers enter an address at checkout."
              {...register("shipping_address_collection")}
            />
            {collectShipping && (
              <div className="grid gap-5 pl-7 sm:grid-cols-2">
                <FormField
                  id="shipping_amount"
                  label="Shipping fee"
                  optional
                  error={errors.shipping_amount?.message}
                  hint="Leave blank for free shipping. Shipping is never HSA/FSA eligible."
                >
                  <MoneyInput {...fieldProps(form, "shipping_amount")} />
                </FormField>
              </div>
            )}
            <fieldset>
              <legend className="mb-1.5 text-[13px] font-medium text-fg-secondary">Capture</legend>
              <div className="grid gap-3 sm:grid-cols-2">
                <ChoiceCard
                  value="automatic"
                  title="Automatic"
                  description="Charge the card when the customer pays."
                  selected={captureMethod === "automatic"}
                  {...register("payment_intent_data.capture_method")}
                />
                <ChoiceCard
                  value="manual"
                  title="Manual"
                  description="Authorize now, capture later, e.g. when the order ships."
                  selected={captureMethod === "manual"}
                  {...register("payment_intent_data.capture_method")}
                />
              </div>
            </fieldset>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** Edit: shipping and capture are fixed once the link exists. */
function LockedOptions({ link }: { link: PaymentLink }) {
  return (
    <div className="rounded-lg bg-slate-50 px-4 py-3 text-[13px] text-muted ring-1 ring-slate-200 ring-inset">
      <p className="mb-1 flex items-center gap-1.5 font-medium text-fg-secondary">
        <Lock className="size-3.5 text-icon" aria-hidden /> Fixed when the link was created
      </p>
      <p>
        Shipping address: {link.shipping_address_collection ? "collected" : "not collected"}
        {link.shipping_options ? (
          <>
            {" "}
            · fee <Money amount={link.shipping_options.shipping_amount} />
          </>
        ) : null}
      </p>
      <p>Capture: {link.payment_intent_data.capture_method === "manual" ? "manual (authorize now, capture later)" : "automatic"}</p>
    </div>
  );
}

/** A confirmation page with an optional message, or a redirect to the merchant's site. */
export function AfterPaymentFields({ form }: { form: PaymentLinkFormApi }) {
  const { register, control, formState } = form;
  const { errors } = formState;
  const afterType = useWatch({ control, name: "after_completion.type" });
  return (
    <Card>
      <CardHeader title="After payment" description="What customers see once they have paid." />
      <CardContent className="grid gap-5">
        <fieldset>
          <legend className="sr-only">After payment</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <ChoiceCard
              value="hosted_confirmation"
              title="Show a confirmation page"
              description="With an optional message of yours."
              selected={afterType === "hosted_confirmation"}
              {...register("after_completion.type")}
            />
            <ChoiceCard
              value="redirect"
              title="Redirect to your website"
              description="E.g. a thank-you page in your store."
              selected={afterType === "redirect"}
              {...register("after_completion.type")}
            />
          </div>
        </fieldset>
        {afterType === "redirect" ? (
          <FormField id="after_completion-redirect-url" label="Redirect URL" error={errors.after_completion?.redirect?.url?.message}>
            <Input type="url" autoComplete="off" placeholder="https://example.com/thanks" {...fieldProps(form, "after_completion.redirect.url")} />
          </FormField>
        ) : (
          <FormField
            id="after_completion-hosted_confirmation-custom_message"
            label="Confirmation message"
            optional
            error={errors.after_completion?.hosted_confirmation?.custom_message?.message}
            hint="E.g. how long shipping takes. A default thank-you message is shown otherwise."
          >
            <Textarea
              rows={3}
              placeholder="Thanks for your order! Your first aid kit ships within 2 business days."
              {...fieldProps(form, "after_completion.hosted_confirmation.custom_message")}
            />
          </FormField>
        )}
      </CardContent>
    </Card>
  );
}
