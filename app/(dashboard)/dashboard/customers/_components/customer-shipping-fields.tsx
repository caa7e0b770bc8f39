"use client";

import { useWatch, type Path, type UseFormReturn } from "react-hook-form";
import { fieldProps } from "@/components/forms/field-props";
import { FormField } from "@/components/forms/form-field";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import type { Customer, CustomerCreate, CustomerUpdate } from "@/lib/schemas/customer";
import type { CustomerFormValues } from "./customer-form-schema";

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });
function countryName(code: string): string | null {
  if (!/^[A-Za-z]{2}$/.test(code)) return null;
  try {
    const name = regionNames.of(code.toUpperCase());
    return name && name !== code.toUpperCase() ? name : null;
  } catch {
    return null;
  }
}

/** The shipping address card: a checkbox turns it on; edit says when saving removes it. */
export function CustomerShippingFields({
  form,
  customer,
}: {
  form: UseFormReturn<CustomerFormValues, unknown, CustomerCreate | CustomerUpdate>;
  customer?: Customer;
}) {
  const editing = Boolean(customer);
  const { register, control, formState } = form;
  const { errors } = formState;
  const shippingEnabled = useWatch({ control, name: "shipping.enabled" });
  const country = useWatch({ control, name: "shipping.country" });
  const field = (name: Path<CustomerFormValues>) => fieldProps(form, name);
  return (
    <Card>
      <CardHeader
        title="Shipping address"
        description="Where orders for this customer are delivered."
        actions={
          <label className="flex cursor-pointer items-center gap-2 text-[13px] font-medium text-fg-secondary">
            <input type="checkbox" className="size-4 rounded border-control accent-primary" {...register("shipping.enabled")} />
            {editing ? "Has a shipping address" : "Add a shipping address"}
          </label>
        }
      />
      {shippingEnabled ? (
        <CardContent className="grid gap-5 sm:grid-cols-6">
          <FormField id="shipping-line1" label="Address line 1" error={errors.shipping?.line1?.message} className="sm:col-span-6">
            <Input autoComplete="off" {...field("shipping.line1")} />
          </FormField>
          <FormField id="shipping-line2" label="Address line 2" optional error={errors.shipping?.line2?.message} className="sm:col-span-6">
            <Input autoComplete="off" {...field("shipping.line2")} />
          </FormField>
          <FormField id="shipping-city" label="City" error={errors.shipping?.city?.message} className="sm:col-span-3">
            <Input autoComplete="off" {...field("shipping.city")} />
          </FormField>
          <FormField id="shipping-state" label="State" optional error={errors.shipping?.state?.message} className="sm:col-span-3">
            <Input autoComplete="off" {...field("shipping.state")} />
          </FormField>
          <FormField id="shipping-postal_code" label="Postal code" error={errors.shipping?.postal_code?.message} className="sm:col-span-3">
            <Input autoComplete="off" {...field("shipping.postal_code")} />
          </FormField>
          <FormField
            id="shipping-country"
            label="Country"
            error={errors.shipping?.country?.message}
            hint={countryName(country) ?? "Two-letter ISO code, e.g. US"}
            className="sm:col-span-3"
          >
            <Input autoComplete="off" maxLength={2} className="uppercase" {...field("shipping.country")} />
          </FormField>
        </CardContent>
      ) : (
        <CardContent>
          <p className="text-sm text-subtle">{editing && customer?.shipping ? "Saving will remove the shipping address." : "No shipping address."}</p>
        </CardContent>
      )}
    </Card>
  );
}
