"use client";

import { useMemo, useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Controller, useFieldArray, useForm, type Path, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Lock, Plus, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { EligibilityBadge } from "@/components/catalogue/eligibility-badge";
import { CheckField } from "@/components/catalogue/check-field";
import { ChoiceCard } from "@/components/catalogue/choice-card";
import { FormAlert } from "@/components/catalogue/form-alert";
import { formParseOptions } from "@/components/catalogue/form-schema";
import { priceAmountText } from "@/components/catalogue/labels";
import { MoneyInput } from "@/components/catalogue/money-input";
import { PricePicker } from "@/components/catalogue/pickers";
import { Money } from "@/components/money";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { FormField, fieldMessageId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/client/api";
import { applyApiErrors } from "@/lib/client/form-errors";
import { paymentLinksResource } from "@/lib/client/resources/payment-links";
import { useActivePrices, usePricesById } from "@/lib/client/resources/prices";
import { useCreateResource, useUpdateResource } from "@/lib/client/use-resource";
import type { PaymentLink, PaymentLinkCreate, PaymentLinkUpdate } from "@/lib/schemas/payment-link";
import { linesTotal, resolveLines } from "./link-lines";
import {
  MAX_LINES,
  PAYMENT_LINK_FORM_FIELDS,
  paymentLinkCreateFormSchema,
  paymentLinkFormDefaults,
  paymentLinkUpdateFormSchema,
  type PaymentLinkFormValues,
} from "./payment-link-form-schema";

type Body = PaymentLinkCreate | PaymentLinkUpdate;

/** Create (no `link`) and edit (with `link`) share this one form; lines are fixed once created. */
export function PaymentLinkForm({ link }: { link?: PaymentLink }) {
  const router = useRouter();
  const editing = Boolean(link);
  const create = useCreateResource(paymentLinksResource);
  const update = useUpdateResource(paymentLinksResource);
  const [formErrors, setFormErrors] = useState<string[]>([]);

  const resolver = useMemo<Resolver<PaymentLinkFormValues, unknown, Body>>(
    () => (link ? zodResolver(paymentLinkUpdateFormSchema, formParseOptions) : zodResolver(paymentLinkCreateFormSchema, formParseOptions)),
    [link],
  );
  const form = useForm<PaymentLinkFormValues, unknown, Body>({
    resolver,
    defaultValues: paymentLinkFormDefaults(link),
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { register, handleSubmit, watch, setError, control, formState } = form;
  const { errors, isSubmitting } = formState;
  const lines = useFieldArray({ control, name: "line_items" });
  const afterType = watch("after_completion.type");
  const collectShipping = watch("shipping_address_collection");
  const captureMethod = watch("payment_intent_data.capture_method");

  const onSubmit = handleSubmit(async (body) => {
    setFormErrors([]);
    try {
      const saved = link
        ? await update.mutateAsync({ id: link.payment_link_id, body: body as PaymentLinkUpdate })
        : await create.mutateAsync(body as PaymentLinkCreate);
      toast.success(editing ? "Payment link updated" : "Payment link created", { description: editing ? undefined : "Share its URL with your customers." });
      router.push(`/dashboard/payment-links/${saved.payment_link_id}`);
    } catch (error) {
      const leftover = applyApiErrors<PaymentLinkFormValues>(error, setError, {
        prefix: ["body", "payment_link"],
        fields: PAYMENT_LINK_FORM_FIELDS,
        mapLoc: (rest) => {
          if (rest[0] === "line_items" && typeof rest[1] === "number") return `line_items.${rest[1]}.${rest[2] === "quantity" ? "quantity" : "price"}`;
          if (rest[0] === "shipping_options") return "shipping_amount";
          return null;
        },
      });
      setFormErrors(leftover);
      toast.error(editing ? "Could not update the payment link" : "Could not create the payment link", { description: errorMessage(error) });
    }
  });

  const field = (name: Path<PaymentLinkFormValues>, error?: { message?: string }) => {
    const id = name.replace(/\./g, "-");
    return { id, ...register(name), "aria-invalid": error ? true : undefined, "aria-describedby": error ? fieldMessageId(id) : undefined };
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label={editing ? "Edit payment link" : "Create payment link"}>
      <FormAlert messages={formErrors} />

      <Card>
        <CardHeader title="Label" description="Only you see it: name the campaign or where you share the link." />
        <CardContent>
          <FormField id="label" label="Label" optional error={errors.label?.message}>
            <Input autoComplete="off" placeholder="e.g. Instagram first-aid kit promo" {...field("label", errors.label)} />
          </FormField>
        </CardContent>
      </Card>

      {link ? <ReadOnlyLines link={link} /> : <LineItemsFields form={form} lines={lines} />}

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
                  <FormField id="shipping_amount" label="Shipping fee" optional error={errors.shipping_amount?.message} hint="Leave blank for free shipping. Shipping is never HSA/FSA eligible.">
                    <MoneyInput {...field("shipping_amount", errors.shipping_amount)} />
                  </FormField>
                </div>
              )}
              <fieldset>
                <legend className="mb-1.5 text-[13px] font-medium text-fg-secondary">Capture</legend>
                <div className="grid gap-3 sm:grid-cols-2">
                  <ChoiceCard value="automatic" title="Automatic" description="Charge the card when the customer pays." selected={captureMethod === "automatic"} {...register("payment_intent_data.capture_method")} />
                  <ChoiceCard value="manual" title="Manual" description="Authorize now, capture later, e.g. when the order ships." selected={captureMethod === "manual"} {...register("payment_intent_data.capture_method")} />
                </div>
              </fieldset>
            </>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader title="After payment" description="What customers see once they have paid." />
        <CardContent className="grid gap-5">
          <fieldset>
            <legend className="sr-only">After payment</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <ChoiceCard value="hosted_confirmation" title="Show a confirmation page" description="With an optional message of yours." selected={afterType === "hosted_confirmation"} {...register("after_completion.type")} />
              <ChoiceCard value="redirect" title="Redirect to your website" description="E.g. a thank-you page in your store." selected={afterType === "redirect"} {...register("after_completion.type")} />
            </div>
          </fieldset>
          {afterType === "redirect" ? (
            <FormField id="after_completion-redirect-url" label="Redirect URL" error={errors.after_completion?.redirect?.url?.message}>
              <Input type="url" autoComplete="off" placeholder="https://example.com/thanks" {...field("after_completion.redirect.url", errors.after_completion?.redirect?.url)} />
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
                {...field("after_completion.hosted_confirmation.custom_message", errors.after_completion?.hosted_confirmation?.custom_message)}
              />
            </FormField>
          )}
        </CardContent>
      </Card>

      <div className="flex items-center justify-end gap-2 border-t border-slate-200 pt-5">
        <Link href={link ? `/dashboard/payment-links/${link.payment_link_id}` : "/dashboard/payment-links"} className={buttonClasses({ variant: "secondary" })}>Cancel</Link>
        <Button type="submit" loading={isSubmitting}>{editing ? "Save changes" : "Create link"}</Button>
      </div>
    </form>
  );
}

type Form = ReturnType<typeof useForm<PaymentLinkFormValues, unknown, Body>>;
type Lines = ReturnType<typeof useFieldArray<PaymentLinkFormValues, "line_items">>;

/** Price + quantity rows with a live total. */
function LineItemsFields({ form, lines }: { form: Form; lines: Lines }) {
  const { control, register, watch, formState } = form;
  const { errors } = formState;
  const rows = watch("line_items");
  const prices = useActivePrices();
  const byId = new Map((prices.data?.data ?? []).map((p) => [p.price_id, p]));
  const total = rows.reduce((sum, r) => {
    const price = byId.get(r.price);
    const qty = /^\d+$/.test(r.quantity.trim()) ? Number(r.quantity) : 0;
    return price ? sum + price.unit_amount * qty : sum;
  }, 0);
  const anyChosen = rows.some((r) => byId.has(r.price));
  const listError = errors.line_items?.message ?? errors.line_items?.root?.message;

  return (
    <Card>
      <CardHeader title="Items" description="What the customer buys. Items cannot change once the link exists." />
      <CardContent className="space-y-3">
        <div className="hidden grid-cols-[1fr_6rem_2rem] gap-2 text-[13px] font-medium text-fg-secondary sm:grid">
          <span>Price</span>
          <span>Quantity</span>
        </div>
        {lines.fields.map((row, i) => {
          const priceError = errors.line_items?.[i]?.price?.message;
          const qtyError = errors.line_items?.[i]?.quantity?.message;
          const chosen = byId.get(rows[i]?.price ?? "");
          return (
            <div key={row.id} className="grid grid-cols-[1fr_6rem_2rem] items-start gap-2" data-testid="line-item">
              <div>
                <Controller
                  control={control}
                  name={`line_items.${i}.price`}
                  render={({ field: f }) => (
                    <PricePicker
                      id={`line_items-${i}-price`}
                      aria-label={`Price for item ${i + 1}`}
                      value={f.value}
                      onChange={(id) => f.onChange(id)}
                      aria-invalid={priceError ? true : undefined}
                      aria-describedby={priceError ? `line_items-${i}-price-message` : undefined}
                    />
                  )}
                />
                {priceError ? (
                  <p id={`line_items-${i}-price-message`} className="mt-1 text-[13px] text-danger" role="alert">{priceError}</p>
                ) : chosen ? (
                  <p className="mt-1 flex items-center gap-1.5 text-[12px] text-subtle">
                    <EligibilityBadge value={chosen.hsa_fsa_eligibility} />
                    {chosen.type === "recurring" && "Subscription"}
                  </p>
                ) : null}
              </div>
              <div>
                <Input
                  inputMode="numeric"
                  autoComplete="off"
                  aria-label={`Quantity for item ${i + 1}`}
                  aria-invalid={qtyError ? true : undefined}
                  className="tabular-nums"
                  {...register(`line_items.${i}.quantity`)}
                />
                {qtyError && <p className="mt-1 text-[13px] text-danger" role="alert">{qtyError}</p>}
              </div>
              <Button variant="ghost" size="icon" onClick={() => lines.remove(i)} disabled={lines.fields.length === 1} aria-label={`Remove item ${i + 1}`}>
                <Trash2 aria-hidden />
              </Button>
            </div>
          );
        })}
        {listError && <p className="text-[13px] text-danger" role="alert">{listError}</p>}
        <div className="flex items-center justify-between gap-4 border-t border-slate-100 pt-3">
          <Button variant="secondary" size="sm" onClick={() => lines.append({ price: "", quantity: "1" })} disabled={lines.fields.length >= MAX_LINES}>
            <Plus aria-hidden /> Add item
          </Button>
          {anyChosen && (
            <p className="text-sm text-muted">
              Total <Money amount={total} className="ml-2 text-base font-semibold text-fg" />
            </p>
          )}
        </div>
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
        {link.shipping_options ? <> · fee <Money amount={link.shipping_options.shipping_amount} /></> : null}
      </p>
      <p>Capture: {link.payment_intent_data.capture_method === "manual" ? "manual (authorize now, capture later)" : "automatic"}</p>
    </div>
  );
}

/** Edit: the link's lines, for reference. */
function ReadOnlyLines({ link }: { link: PaymentLink }) {
  const prices = usePricesById(link.line_items.map((l) => l.price));
  const lines = resolveLines(link, prices.byId);
  const total = linesTotal(lines);
  return (
    <Card>
      <CardHeader title="Items" description="Items cannot change. To sell something else, create a new link and deactivate this one." />
      <ul className="divide-y divide-slate-100">
        {lines.map((l, i) => (
          <li key={i} className="flex items-center justify-between gap-4 px-5 py-3 text-sm">
            <span className="min-w-0">
              <span className="block truncate font-medium text-fg">{l.name ?? l.priceId}</span>
              <span className="text-[13px] text-subtle">{l.price ? priceAmountText(l.price) : "…"} × {l.quantity}</span>
            </span>
            <Money amount={l.subtotal} className="text-fg" />
          </li>
        ))}
      </ul>
      <div className="flex justify-end gap-3 border-t border-slate-100 px-5 py-3 text-sm text-muted">
        Total <Money amount={total} className="font-semibold text-fg" />
      </div>
    </Card>
  );
}
