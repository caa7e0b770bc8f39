"use client";

import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useFieldArray, useForm, type Path } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { AlertCircle, Plus, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { FormField, fieldMessageId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { applyApiErrors } from "@/lib/client/form-errors";
import { errorMessage } from "@/lib/client/api";
import { customersResource } from "@/lib/client/resources/customers";
import { useCreateResource, useUpdateResource } from "@/lib/client/use-resource";
import type { Customer } from "@/lib/schemas/customer";
import {
  CUSTOMER_FORM_FIELDS,
  customerFormDefaults,
  customerFormSchema,
  toCreateBody,
  toUpdateBody,
  type CustomerFormOutput,
  type CustomerFormValues,
} from "./customer-form-schema";

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

/** Create (no `customer`) and edit (with `customer`) share this one form. */
export function CustomerForm({ customer }: { customer?: Customer }) {
  const router = useRouter();
  const editing = Boolean(customer);
  const create = useCreateResource(customersResource);
  const update = useUpdateResource(customersResource);
  const [formErrors, setFormErrors] = useState<string[]>([]);

  const form = useForm<CustomerFormValues, unknown, CustomerFormOutput>({
    resolver: zodResolver(customerFormSchema),
    defaultValues: customerFormDefaults(customer),
    // Validate on submit, then live while fixing: blur-time messages shift the layout and can
    // swallow the click on the submit button.
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { register, handleSubmit, control, watch, setError, formState } = form;
  const { errors, isSubmitting } = formState;
  const metadata = useFieldArray({ control, name: "metadata" });
  const shippingEnabled = watch("shipping.enabled");
  const country = watch("shipping.country");

  const onSubmit = handleSubmit(async (values) => {
    setFormErrors([]);
    try {
      const saved = customer
        ? await update.mutateAsync({ id: customer.customer_id, body: toUpdateBody(values, customer) })
        : await create.mutateAsync(toCreateBody(values));
      toast.success(editing ? "Customer updated" : "Customer created");
      router.push(`/dashboard/customers/${saved.customer_id}`);
    } catch (error) {
      const leftover = applyApiErrors<CustomerFormValues>(error, setError, {
        prefix: ["body", "customer"],
        fields: CUSTOMER_FORM_FIELDS,
        // ["metadata", "<key>"] points at a key: put it on that key's row.
        mapLoc: (rest) => {
          if (rest[0] !== "metadata" || rest.length < 2) return null;
          const index = form.getValues("metadata").findIndex((r) => r.key.trim() === String(rest[1]));
          return index >= 0 ? (`metadata.${index}.key` as Path<CustomerFormValues>) : null;
        },
      });
      setFormErrors(leftover);
      toast.error(editing ? "Could not update the customer" : "Could not create the customer", { description: errorMessage(error) });
    }
  });

  // Props every text input shares: registration plus the ARIA wiring to its message.
  const field = (name: Path<CustomerFormValues>, error?: { message?: string }) => ({
    id: name.replace(/\./g, "-"),
    ...register(name),
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? fieldMessageId(name.replace(/\./g, "-")) : undefined,
  });

  const cancelHref = customer ? `/dashboard/customers/${customer.customer_id}` : "/dashboard/customers";
  const metadataError = errors.metadata?.root?.message ?? errors.metadata?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label={editing ? "Edit customer" : "Create customer"}>
      {formErrors.length > 0 && (
        <div role="alert" className="flex items-start gap-2 rounded-lg bg-red-50 px-4 py-3 text-sm text-danger ring-1 ring-danger/15 ring-inset">
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <ul className="space-y-0.5">{formErrors.map((m, i) => <li key={i}>{m}</li>)}</ul>
        </div>
      )}

      <Card>
        <CardHeader title="Contact" description="How you and your receipts reach this customer." />
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <FormField id="first_name" label="First name" optional error={errors.first_name?.message}>
            <Input autoComplete="off" {...field("first_name", errors.first_name)} />
          </FormField>
          <FormField id="last_name" label="Last name" optional error={errors.last_name?.message}>
            <Input autoComplete="off" {...field("last_name", errors.last_name)} />
          </FormField>
          <FormField id="email" label="Email" optional error={errors.email?.message} hint="Receipts and HSA/FSA documentation are sent here.">
            <Input type="email" autoComplete="off" {...field("email", errors.email)} />
          </FormField>
          <FormField id="phone" label="Phone" optional error={errors.phone?.message}>
            <Input type="tel" autoComplete="off" {...field("phone", errors.phone)} />
          </FormField>
          <FormField id="employer" label="Employer" optional error={errors.employer?.message} hint="Useful for employer-sponsored HSA/FSA plans." className="sm:col-span-2">
            <Input autoComplete="off" {...field("employer", errors.employer)} />
          </FormField>
        </CardContent>
      </Card>

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
              <Input autoComplete="off" {...field("shipping.line1", errors.shipping?.line1)} />
            </FormField>
            <FormField id="shipping-line2" label="Address line 2" optional error={errors.shipping?.line2?.message} className="sm:col-span-6">
              <Input autoComplete="off" {...field("shipping.line2", errors.shipping?.line2)} />
            </FormField>
            <FormField id="shipping-city" label="City" error={errors.shipping?.city?.message} className="sm:col-span-3">
              <Input autoComplete="off" {...field("shipping.city", errors.shipping?.city)} />
            </FormField>
            <FormField id="shipping-state" label="State" optional error={errors.shipping?.state?.message} className="sm:col-span-3">
              <Input autoComplete="off" {...field("shipping.state", errors.shipping?.state)} />
            </FormField>
            <FormField id="shipping-postal_code" label="Postal code" error={errors.shipping?.postal_code?.message} className="sm:col-span-3">
              <Input autoComplete="off" {...field("shipping.postal_code", errors.shipping?.postal_code)} />
            </FormField>
            <FormField
              id="shipping-country"
              label="Country"
              error={errors.shipping?.country?.message}
              hint={countryName(country) ?? "Two-letter ISO code, e.g. US"}
              className="sm:col-span-3"
            >
              <Input autoComplete="off" maxLength={2} className="uppercase" {...field("shipping.country", errors.shipping?.country)} />
            </FormField>
          </CardContent>
        ) : (
          <CardContent>
            <p className="text-sm text-subtle">
              {editing && customer?.shipping ? "Saving will remove the shipping address." : "No shipping address."}
            </p>
          </CardContent>
        )}
      </Card>

      <Card>
        <CardHeader title="Metadata" description="Key-value pairs for your own reference, e.g. an ID in your system. Not shown to customers." />
        <CardContent className="space-y-3">
          {metadata.fields.length === 0 && <p className="text-sm text-subtle">No metadata.</p>}
          {metadata.fields.map((row, i) => {
            const keyError = errors.metadata?.[i]?.key?.message;
            return (
              <div key={row.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
                <div>
                  <Input
                    placeholder="Key"
                    aria-label={`Metadata key ${i + 1}`}
                    aria-invalid={keyError ? true : undefined}
                    {...register(`metadata.${i}.key`)}
                  />
                  {keyError && <p className="mt-1 text-[13px] text-danger" role="alert">{keyError}</p>}
                </div>
                <Input placeholder="Value" aria-label={`Metadata value ${i + 1}`} {...register(`metadata.${i}.value`)} />
                <Button variant="ghost" size="icon" onClick={() => metadata.remove(i)} aria-label={`Remove metadata row ${i + 1}`}>
                  <Trash2 aria-hidden />
                </Button>
              </div>
            );
          })}
          {metadataError && <p className="text-[13px] text-danger" role="alert">{metadataError}</p>}
          <Button variant="secondary" size="sm" onClick={() => metadata.append({ key: "", value: "" })}>
            <Plus aria-hidden /> Add metadata
          </Button>
        </CardContent>
      </Card>

      <div className="flex items-center justify-end gap-2 border-t border-slate-200 pt-5">
        <Link href={cancelHref} className={buttonClasses({ variant: "secondary" })}>Cancel</Link>
        <Button type="submit" loading={isSubmitting}>{editing ? "Save changes" : "Create customer"}</Button>
      </div>
    </form>
  );
}
