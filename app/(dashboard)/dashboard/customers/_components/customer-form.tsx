"use client";

import Link from "next/link";
import type { Path } from "react-hook-form";
import { fieldProps } from "@/components/forms/field-props";
import { FormAlert } from "@/components/forms/form-alert";
import { FormField } from "@/components/forms/form-field";
import { MetadataFields } from "@/components/forms/metadata-fields";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { customersResource } from "@/lib/client/resources/customers";
import { useResourceForm } from "@/lib/client/use-resource-form";
import type { Customer } from "@/lib/schemas/customer";
import {
  CUSTOMER_FORM_FIELDS,
  customerCreateFormSchema,
  customerFormDefaults,
  customerUpdateFormSchema,
  type CustomerFormValues,
} from "./customer-form-schema";
import { CustomerShippingFields } from "./customer-shipping-fields";

/** Create (no `customer`) and edit (with `customer`) share this one form. */
export function CustomerForm({ customer }: { customer?: Customer }) {
  const editing = Boolean(customer);
  const { form, onSubmit, formErrors, pending } = useResourceForm({
    resource: customersResource,
    editing: customer?.customer_id,
    noun: "customer",
    schema: customer ? customerUpdateFormSchema(customer) : customerCreateFormSchema,
    defaultValues: customerFormDefaults(customer),
    errorFields: CUSTOMER_FORM_FIELDS,
    href: (saved) => `/dashboard/customers/${saved.customer_id}`,
  });
  const { errors } = form.formState;
  const field = (name: Path<CustomerFormValues>) => fieldProps(form, name);
  const cancelHref = customer ? `/dashboard/customers/${customer.customer_id}` : "/dashboard/customers";

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label={editing ? "Edit customer" : "Create customer"}>
      <FormAlert messages={formErrors} />

      <Card>
        <CardHeader title="Contact" description="How you and your receipts reach this customer." />
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <FormField id="first_name" label="First name" optional error={errors.first_name?.message}>
            <Input autoComplete="off" {...field("first_name")} />
          </FormField>
          <FormField id="last_name" label="Last name" optional error={errors.last_name?.message}>
            <Input autoComplete="off" {...field("last_name")} />
          </FormField>
          <FormField id="email" label="Email" optional error={errors.email?.message} hint="Receipts and HSA/FSA documentation are sent here.">
            <Input type="email" autoComplete="off" {...field("email")} />
          </FormField>
          <FormField id="phone" label="Phone" optional error={errors.phone?.message}>
            <Input type="tel" autoComplete="off" {...field("phone")} />
          </FormField>
          <FormField
            id="employer"
            label="Employer"
            optional
            error={errors.employer?.message}
            hint="Useful for employer-sponsored HSA/FSA plans."
            className="sm:col-span-2"
          >
            <Input autoComplete="off" {...field("employer")} />
          </FormField>
        </CardContent>
      </Card>

      <CustomerShippingFields form={form} customer={customer} />

      <MetadataFields form={form} />

      <div className="flex items-center justify-end gap-2 border-t border-slate-200 pt-5">
        <Link href={cancelHref} className={buttonClasses({ variant: "secondary" })}>
          Cancel
        </Link>
        <Button type="submit" loading={pending}>
          {editing ? "Save changes" : "Create customer"}
        </Button>
      </div>
    </form>
  );
}
