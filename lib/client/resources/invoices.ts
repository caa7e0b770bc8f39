// Invoices as the dashboard uses them: list, detail, void, retry payment.
import type { Invoice, InvoiceListQuery } from "@/lib/schemas/invoice";
import { apiFetch } from "../api";
import { createQueryKeys } from "../query-keys";
import { defineResource } from "../resource";

export type InvoiceListParams = Pick<InvoiceListQuery, "status" | "customer" | "subscription" | "limit" | "starting_after" | "ending_before"> & {
  /** Nests each invoice's customer, so the list can show emails instead of ids. */
  expand_customer?: boolean;
};

export const invoiceKeys = createQueryKeys<"invoices", InvoiceListParams>("invoices");

const base = defineResource<Invoice, never, never, InvoiceListParams>({
  path: "/v1/invoices",
  singular: "invoice",
  keys: invoiceKeys,
  idOf: (i) => i.invoice_id,
});

export const invoicesResource = {
  ...base,
  void: async (id: string) => (await apiFetch<{ invoice: Invoice }>(`${base.path}/${encodeURIComponent(id)}/void`, { method: "POST", body: {} })).data.invoice,
  pay: async (id: string) => (await apiFetch<{ invoice: Invoice }>(`${base.path}/${encodeURIComponent(id)}/pay`, { method: "POST", body: {} })).data.invoice,
};

export const INVOICE_STATUS_OPTIONS = [
  { value: "paid", label: "Paid" },
  { value: "open", label: "Open" },
  { value: "void", label: "Void" },
  { value: "uncollectible", label: "Uncollectible" },
  { value: "draft", label: "Draft" },
];

export const BILLING_REASON_LABELS: Record<Invoice["billing_reason"], string> = {
  subscription_create: "First invoice",
  subscription_cycle: "Renewal",
  subscription_update: "Proration",
  subscription_trial_end: "Trial end",
};
