"use client";

// Pickers for catalogue references. Active prices and valid coupons are loaded once and filtered
// locally; products and customers are searched on the server (their pickers live next door and
// are exported from here too, so forms import every picker from one place).
import { useMemo, useState } from "react";
import Link from "next/link";
import { Plus } from "lucide-react";
import { errorMessage } from "@/lib/client/api";
import { couponsResource, useValidCoupons } from "@/lib/client/resources/coupons";
import { priceProduct, useActivePrices } from "@/lib/client/resources/prices";
import { useResourceDetail } from "@/lib/client/use-resource";
import type { Coupon } from "@/lib/schemas/coupon";
import type { Price } from "@/lib/schemas/price";
import { Combobox } from "./combobox";
import { EligibilityBadge } from "./eligibility-badge";
import { couponDurationText, couponOffText, priceAmountText } from "./labels";
import { footerLink, matches, type FieldProps } from "./picker-parts";

export { CustomerFilter, CustomerPicker } from "./customer-pickers";
export { ProductFilter, ProductMultiPicker, ProductPicker } from "./product-pickers";

/** "Adhesive Bandages — $12.99 / month" */
export function priceLabel(price: Price): string {
  const product = priceProduct(price);
  return `${product?.name ?? "Product"} — ${priceAmountText(price)}`;
}

/** One active price (with its product), filtered locally by product name, amount or id. */
export function PricePicker({ value, onChange, ...field }: FieldProps & { value: string | null | undefined; onChange: (id: string, price: Price) => void }) {
  const [query, setQuery] = useState("");
  const list = useActivePrices();
  const all = useMemo(() => list.data?.data ?? [], [list.data]);
  const items = useMemo(() => all.filter((p) => !query.trim() || matches(`${priceLabel(p)} ${p.price_id} ${p.description ?? ""}`, query)), [all, query]);
  const current = all.find((p) => p.price_id === value);
  return (
    <Combobox<Price>
      {...field}
      value={value}
      selected={current ? priceLabel(current) : value}
      placeholder="Choose a price"
      searchPlaceholder="Search by product, amount or ID"
      items={items}
      getKey={(p) => p.price_id}
      getText={priceLabel}
      renderItem={(p) => (
        <div className="flex items-center justify-between gap-3">
          <div className="min-w-0">
            <p className="truncate font-medium text-fg">{priceProduct(p)?.name ?? "Product"}</p>
            <p className="truncate text-[12px] text-subtle">
              <span className="tabular-nums">{priceAmountText(p)}</span>
              {p.description && <> · {p.description}</>}
            </p>
          </div>
          <EligibilityBadge value={p.hsa_fsa_eligibility} />
        </div>
      )}
      onSelect={(p) => onChange(p.price_id, p)}
      query={query}
      onQueryChange={setQuery}
      loading={list.isLoading}
      error={list.error ? errorMessage(list.error) : null}
      emptyText={all.length === 0 ? "No active prices yet." : `No prices match “${query}”.`}
      footer={
        <Link href="/dashboard/prices/new" className={footerLink}>
          <Plus className="size-4" aria-hidden /> Create a price
        </Link>
      }
    />
  );
}

export function couponLabel(coupon: Coupon): string {
  return `${coupon.name ?? coupon.coupon_id} — ${couponOffText(coupon)}`;
}

/** One valid coupon, filtered locally by name, terms or id. */
export function CouponPicker({ value, onChange, ...field }: FieldProps & { value: string | null | undefined; onChange: (id: string, coupon: Coupon) => void }) {
  const [query, setQuery] = useState("");
  const list = useValidCoupons();
  const current = useResourceDetail(couponsResource, value || undefined);
  const all = useMemo(() => list.data?.data ?? [], [list.data]);
  const items = all.filter((c) => !query.trim() || matches(`${couponLabel(c)} ${c.coupon_id}`, query));
  return (
    <Combobox<Coupon>
      {...field}
      value={value}
      selected={current.data ? couponLabel(current.data) : value}
      placeholder="Choose a coupon"
      searchPlaceholder="Search coupons"
      items={items}
      getKey={(c) => c.coupon_id}
      getText={couponLabel}
      renderItem={(c) => (
        <div className="min-w-0">
          <p className="truncate font-medium text-fg">{c.name ?? <span className="font-mono text-[13px]">{c.coupon_id}</span>}</p>
          <p className="truncate text-[12px] text-subtle">
            {couponOffText(c)} · {couponDurationText(c)}
          </p>
        </div>
      )}
      onSelect={(c) => onChange(c.coupon_id, c)}
      query={query}
      onQueryChange={setQuery}
      loading={list.isLoading}
      error={list.error ? errorMessage(list.error) : null}
      emptyText={all.length === 0 ? "No valid coupons yet." : `No coupons match “${query}”.`}
      footer={
        <Link href="/dashboard/coupons/new" className={footerLink}>
          <Plus className="size-4" aria-hidden /> Create a coupon
        </Link>
      }
    />
  );
}
