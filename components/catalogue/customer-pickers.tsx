"use client";

// Customer pickers: searched on the server by name, email or id.
import { useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { customersResource } from "@/lib/client/resources/customers";
import { useResourceDetail, useResourceList } from "@/lib/client/use-resource";
import { formatName } from "@/lib/format";
import type { Customer } from "@/lib/schemas/customer";
import { Combobox } from "./combobox";
import { useDebounced, type FieldProps } from "./picker-parts";

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
