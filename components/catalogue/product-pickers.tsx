"use client";

// Product pickers: searched on the server by name (a catalogue can hold thousands).
import { useState } from "react";
import Link from "next/link";
import { Plus, X } from "lucide-react";
import { errorMessage } from "@/lib/client/api";
import { productsResource, useProductsById } from "@/lib/client/resources/products";
import { useResourceDetail, useResourceList } from "@/lib/client/use-resource";
import type { Product } from "@/lib/schemas/product";
import { Combobox } from "./combobox";
import { EligibilityBadge } from "./eligibility-badge";
import { footerLink, useDebounced, type FieldProps } from "./picker-parts";

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
export function ProductPicker({
  value,
  onChange,
  activeOnly = true,
  ...field
}: FieldProps & { value: string | null | undefined; onChange: (id: string, product: Product) => void; activeOnly?: boolean }) {
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
  const chosen = useProductsById(value);
  const items = (list.data?.data ?? []).filter((p) => !value.includes(p.product_id));
  return (
    <div className="space-y-2">
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Chosen products">
          {value.map((id) => (
            <li
              key={id}
              className="inline-flex items-center gap-1 rounded-md bg-slate-100 py-0.5 pr-0.5 pl-2 text-[13px] text-fg ring-1 ring-slate-200 ring-inset"
            >
              <span className="max-w-56 truncate">{chosen.get(id)?.name ?? id}</span>
              <button
                type="button"
                onClick={() => onChange(value.filter((v) => v !== id))}
                aria-label={`Remove ${chosen.get(id)?.name ?? id}`}
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
