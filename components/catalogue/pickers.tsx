"use client";

// Pickers for catalogue references: products and customers are searched on the server (there
// can be thousands); active prices and valid coupons are loaded once and filtered locally.
import { useEffect, useMemo, useState } from "react";
import Link from "next/link";
import { Plus, X } from "lucide-react";
import { useQueries, useQuery } from "@tanstack/react-query";
import { errorMessage, type ApiClientError, type ApiPage } from "@/lib/client/api";
import { couponKeys, couponsResource, type CouponListParams } from "@/lib/client/resources/coupons";
import { customersResource } from "@/lib/client/resources/customers";
import { priceProduct, useActivePrices } from "@/lib/client/resources/prices";
import { productKeys, productsResource } from "@/lib/client/resources/products";
import { useResourceDetail, useResourceList } from "@/lib/client/use-resource";
import { formatName } from "@/lib/format";
import type { Coupon } from "@/lib/schemas/coupon";
import type { Customer } from "@/lib/schemas/customer";
import type { Price } from "@/lib/schemas/price";
import type { Product } from "@/lib/schemas/product";
import { Combobox } from "./combobox";
import { EligibilityBadge } from "./eligibility-badge";
import { couponDurationText, couponOffText, priceAmountText } from "./labels";

function useDebounced<T>(value: T, ms = 250): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

type FieldProps = {
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  disabled?: boolean;
  className?: string;
};

const footerLink = "flex items-center gap-2 rounded-md px-2.5 py-2 text-[13px] font-medium text-accent hover:bg-brand-50";

function ProductOption({ product }: { product: Product }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <div className="min-w-0">
        <p className="truncate font-medium text-fg">{product.name}</p>
        <p className="truncate font-mono text-[11px] text-subtle">{product.product_id}</p>
      </div>
      <EligibilityBadge value={product.hsa_fsa_eligibility} />
    </div>
  );
}

function useProductSearch(query: string, activeOnly: boolean) {
  const search = useDebounced(query.trim());
  return useResourceList(productsResource, { search: search || undefined, active: activeOnly ? true : undefined, limit: 20 });
}

/** One product, searched by name. */
export function ProductPicker({ value, onChange, activeOnly = true, ...field }: FieldProps & { value: string | null | undefined; onChange: (id: string, product: Product) => void; activeOnly?: boolean }) {
  const [query, setQuery] = useState("");
  const list = useProductSearch(query, activeOnly);
  const current = useResourceDetail(productsResource, value || undefined);
  return (
    <Combobox<Product>
      {...field}
      value={value}
      selected={current.data ? current.data.name : value}
      placeholder="Choose a product"
      searchPlaceholder="Search products by name"
      items={list.data?.data ?? []}
      getKey={(p) => p.product_id}
      getText={(p) => p.name}
      renderItem={(p) => <ProductOption product={p} />}
      onSelect={(p) => onChange(p.product_id, p)}
      query={query}
      onQueryChange={setQuery}
      loading={list.isFetching}
      error={list.error ? errorMessage(list.error) : null}
      emptyText={query ? `No active products match “${query}”.` : "No active products yet."}
      footer={
        <Link href="/dashboard/products/new" className={footerLink}>
          <Plus className="size-4" aria-hidden /> Create a product
        </Link>
      }
    />
  );
}

/** The "Product: …" filter of a table toolbar (archived products included). */
export function ProductFilter({ value, onChange }: { value: string | undefined; onChange: (id: string | undefined) => void }) {
  const [query, setQuery] = useState("");
  const list = useProductSearch(query, false);
  const current = useResourceDetail(productsResource, value);
  return (
    <Combobox<Product>
      aria-label="Product"
      size="sm"
      highlighted={Boolean(value)}
      value={value}
      selected={`Product: ${current.data?.name ?? value}`}
      placeholder="Product: all"
      searchPlaceholder="Search products by name"
      items={list.data?.data ?? []}
      getKey={(p) => p.product_id}
      getText={(p) => p.name}
      renderItem={(p) => <ProductOption product={p} />}
      onSelect={(p) => onChange(p.product_id)}
      onClear={() => onChange(undefined)}
      clearLabel="All products"
      query={query}
      onQueryChange={setQuery}
      loading={list.isFetching}
      error={list.error ? errorMessage(list.error) : null}
      emptyText={query ? `No products match “${query}”.` : "No products yet."}
    />
  );
}

/** Several products (e.g. a coupon's applies_to), shown as removable chips. */
export function ProductMultiPicker({ value, onChange, ...field }: FieldProps & { value: string[]; onChange: (ids: string[]) => void }) {
  const [query, setQuery] = useState("");
  const list = useProductSearch(query, false);
  const chosen = useQueries({
    queries: value.map((id) => ({ queryKey: productKeys.detail(id), queryFn: ({ signal }: { signal: AbortSignal }) => productsResource.retrieve(id, signal) })),
  });
  const items = (list.data?.data ?? []).filter((p) => !value.includes(p.product_id));
  return (
    <div className="space-y-2">
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Chosen products">
          {value.map((id, i) => (
            <li key={id} className="inline-flex items-center gap-1 rounded-md bg-slate-100 py-0.5 pr-0.5 pl-2 text-[13px] text-fg ring-1 ring-slate-200 ring-inset">
              <span className="max-w-56 truncate">{chosen[i]?.data?.name ?? id}</span>
              <button
                type="button"
                onClick={() => onChange(value.filter((v) => v !== id))}
                aria-label={`Remove ${chosen[i]?.data?.name ?? id}`}
                className="rounded p-0.5 text-subtle hover:bg-slate-200 hover:text-fg-secondary"
              >
                <X className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Combobox<Product>
        {...field}
        value={null}
        placeholder={value.length ? "Add another product" : "Add a product"}
        searchPlaceholder="Search products by name"
        items={items}
        getKey={(p) => p.product_id}
        getText={(p) => p.name}
        renderItem={(p) => <ProductOption product={p} />}
        onSelect={(p) => onChange([...value, p.product_id])}
        query={query}
        onQueryChange={setQuery}
        loading={list.isFetching}
        error={list.error ? errorMessage(list.error) : null}
        emptyText={query ? `No products match “${query}”.` : "No more products."}
      />
    </div>
  );
}

/** "Adhesive Bandages — $12.99 / month" */
export function priceLabel(price: Price): string {
  const product = priceProduct(price);
  return `${product?.name ?? "Product"} — ${priceAmountText(price)}`;
}

function matches(text: string, query: string) {
  return text.toLowerCase().includes(query.trim().toLowerCase());
}

/** One active price (with its product), filtered locally by product name, amount or id. */
export function PricePicker({ value, onChange, ...field }: FieldProps & { value: string | null | undefined; onChange: (id: string, price: Price) => void }) {
  const [query, setQuery] = useState("");
  const list = useActivePrices();
  const all = useMemo(() => list.data?.data ?? [], [list.data]);
  const items = useMemo(
    () => all.filter((p) => !query.trim() || matches(`${priceLabel(p)} ${p.price_id} ${p.description ?? ""}`, query)),
    [all, query],
  );
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
  const params: CouponListParams = { valid: true, limit: 100 };
  const list = useQuery<ApiPage<Coupon>, ApiClientError>({ queryKey: couponKeys.list(params), queryFn: ({ signal }) => couponsResource.list(params, signal) });
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

function customerLabel(c: Customer): string {
  return formatName(c.first_name, c.last_name) ?? c.email ?? c.customer_id;
}

/** What every customer combobox shares: the debounced search, the options, and the current customer's label. */
function useCustomerCombobox(value: string | null | undefined) {
  const [query, setQuery] = useState("");
  const search = useDebounced(query.trim());
  const list = useResourceList(customersResource, { search: search || undefined, limit: 20 });
  const current = useResourceDetail(customersResource, value || undefined);
  return {
    label: current.data ? customerLabel(current.data) : value,
    props: {
      searchPlaceholder: "Search by name, email or ID",
      items: list.data?.data ?? [],
      getKey: (c: Customer) => c.customer_id,
      getText: customerLabel,
      renderItem: (c: Customer) => <CustomerOption customer={c} />,
      query,
      onQueryChange: setQuery,
      loading: list.isFetching,
      error: list.error ? errorMessage(list.error) : null,
      emptyText: query ? `No customers match “${query}”.` : "No customers yet.",
    },
  };
}

function CustomerOption({ customer: c }: { customer: Customer }) {
  return (
    <div className="min-w-0">
      <p className="truncate font-medium text-fg">{customerLabel(c)}</p>
      <p className="truncate text-[12px] text-subtle">{c.email ?? c.customer_id}</p>
    </div>
  );
}

/** An optional customer, searched by name, email or id. */
export function CustomerPicker({ value, onChange, ...field }: FieldProps & { value: string | null | undefined; onChange: (id: string | null) => void }) {
  const { label, props } = useCustomerCombobox(value);
  return (
    <Combobox<Customer>
      {...field}
      {...props}
      value={value}
      selected={label}
      placeholder="Any customer"
      onSelect={(c) => onChange(c.customer_id)}
      onClear={() => onChange(null)}
      clearLabel="Any customer"
    />
  );
}

/** The "Customer: …" filter of a table toolbar. */
export function CustomerFilter({ value, onChange }: { value: string | undefined; onChange: (id: string | undefined) => void }) {
  const { label, props } = useCustomerCombobox(value);
  return (
    <Combobox<Customer>
      {...props}
      aria-label="Customer"
      size="sm"
      highlighted={Boolean(value)}
      value={value}
      selected={`Customer: ${label}`}
      placeholder="Customer: all"
      onSelect={(c) => onChange(c.customer_id)}
      onClear={() => onChange(undefined)}
      clearLabel="All customers"
    />
  );
}
