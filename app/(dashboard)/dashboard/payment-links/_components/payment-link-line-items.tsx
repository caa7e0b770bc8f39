"use client";

import { Controller, useFieldArray, useWatch } from "react-hook-form";
import { Plus, Trash2 } from "lucide-react";
import { EligibilityBadge } from "@/components/catalogue/eligibility-badge";
import { priceAmountText } from "@/components/catalogue/labels";
import { PricePicker } from "@/components/catalogue/pickers";
import { Money } from "@/components/money";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { useActivePrices, usePricesById } from "@/lib/client/resources/prices";
import type { PaymentLink } from "@/lib/schemas/payment-link";
import type { Price } from "@/lib/schemas/price";
import { linesTotal, resolveLines } from "./link-lines";
import { MAX_LINES } from "./payment-link-form-schema";
import type { PaymentLinkFormApi } from "./payment-link-options";

/** Create: price + quantity rows with a live total. */
export function LineItemsFields({ form }: { form: PaymentLinkFormApi }) {
  const { control, formState } = form;
  const { errors } = formState;
  const lines = useFieldArray({ control, name: "line_items" });
  const rows = useWatch({ control, name: "line_items" });
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
        {lines.fields.map((row, i) => (
          <LineItemRow
            key={row.id}
            form={form}
            index={i}
            chosen={byId.get(rows[i]?.price ?? "")}
            onRemove={lines.fields.length === 1 ? undefined : () => lines.remove(i)}
          />
        ))}
        {listError && (
          <p className="text-[13px] text-danger" role="alert">
            {listError}
          </p>
        )}
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

/** One line: the price (its eligibility once chosen), the quantity, remove (not the last line). */
function LineItemRow({ form, index: i, chosen, onRemove }: { form: PaymentLinkFormApi; index: number; chosen?: Price; onRemove?: () => void }) {
  const { control, register, formState } = form;
  const priceError = formState.errors.line_items?.[i]?.price?.message;
  const qtyError = formState.errors.line_items?.[i]?.quantity?.message;
  return (
    <div className="grid grid-cols-[1fr_6rem_2rem] items-start gap-2" data-testid="line-item">
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
          <p id={`line_items-${i}-price-message`} className="mt-1 text-[13px] text-danger" role="alert">
            {priceError}
          </p>
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
        {qtyError && (
          <p className="mt-1 text-[13px] text-danger" role="alert">
            {qtyError}
          </p>
        )}
      </div>
      <Button variant="ghost" size="icon" onClick={onRemove} disabled={!onRemove} aria-label={`Remove item ${i + 1}`}>
        <Trash2 aria-hidden />
      </Button>
    </div>
  );
}

/** Edit: the link's lines, for reference. */
export function ReadOnlyLines({ link }: { link: PaymentLink }) {
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
              <span className="text-[13px] text-subtle">
                {l.price ? priceAmountText(l.price) : "…"} × {l.quantity}
              </span>
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
