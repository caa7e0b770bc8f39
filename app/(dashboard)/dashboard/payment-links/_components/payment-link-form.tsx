"use client";

import Link from "next/link";
import { fieldProps } from "@/components/forms/field-props";
import { FormAlert } from "@/components/forms/form-alert";
import { FormField } from "@/components/forms/form-field";
import { formParseOptions } from "@/components/forms/form-schema";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { paymentLinksResource } from "@/lib/client/resources/payment-links";
import { useResourceForm } from "@/lib/client/use-resource-form";
import type { PaymentLink } from "@/lib/schemas/payment-link";
import { PAYMENT_LINK_FORM_FIELDS, paymentLinkCreateFormSchema, paymentLinkFormDefaults, paymentLinkUpdateFormSchema } from "./payment-link-form-schema";
import { LineItemsFields, ReadOnlyLines } from "./payment-link-line-items";
import { AfterPaymentFields, CheckoutOptionsFields } from "./payment-link-options";

/** Create (no `link`) and edit (with `link`) share this one form; lines are fixed once created. */
export function PaymentLinkForm({ link }: { link?: PaymentLink }) {
  const editing = Boolean(link);
  const { form, onSubmit, formErrors, pending } = useResourceForm({
    resource: paymentLinksResource,
    editing: link?.payment_link_id,
    noun: "payment link",
    schema: link ? paymentLinkUpdateFormSchema : paymentLinkCreateFormSchema,
    parseOptions: formParseOptions,
    defaultValues: paymentLinkFormDefaults(link),
    errorFields: PAYMENT_LINK_FORM_FIELDS,
    mapLoc: (rest) => {
      if (rest[0] === "line_items" && typeof rest[1] === "number") return `line_items.${rest[1]}.${rest[2] === "quantity" ? "quantity" : "price"}`;
      if (rest[0] === "shipping_options") return "shipping_amount";
      return null;
    },
    describe: () => (editing ? undefined : "Share its URL with your customers."),
    href: (saved) => `/dashboard/payment-links/${saved.payment_link_id}`,
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label={editing ? "Edit payment link" : "Create payment link"}>
      <FormAlert messages={formErrors} />

      <Card>
        <CardHeader title="Label" description="Only you see it: name the campaign or where you share the link." />
        <CardContent>
          <FormField id="label" label="Label" optional error={errors.label?.message}>
            <Input autoComplete="off" placeholder="e.g. Instagram first-aid kit promo" {...fieldProps(form, "label")} />
          </FormField>
        </CardContent>
      </Card>

      {link ? <ReadOnlyLines link={link} /> : <LineItemsFields form={form} />}
      <CheckoutOptionsFields form={form} link={link} />
      <AfterPaymentFields form={form} />

      <div className="flex items-center justify-end gap-2 border-t border-slate-200 pt-5">
        <Link href={link ? `/dashboard/payment-links/${link.payment_link_id}` : "/dashboard/payment-links"} className={buttonClasses({ variant: "secondary" })}>
          Cancel
        </Link>
        <Button type="submit" loading={pending}>
          {editing ? "Save changes" : "Create link"}
        </Button>
      </div>
    </form>
  );
}
