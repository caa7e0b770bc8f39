"use client";

import { CustomerFilter } from "@/components/catalogue/pickers";
import { ResourceTable } from "@/components/resource/resource-table";
import { INVOICE_STATUS_OPTIONS, invoicesResource, type InvoiceListParams } from "@/lib/client/resources/invoices";
import { invoiceColumns } from "./invoice-columns";

export function InvoicesTable({ params }: { params: InvoiceListParams }) {
  return (
    <ResourceTable
      resource={invoicesResource}
      params={{ ...params, expand_customer: true }}
      columns={invoiceColumns}
      label="Invoices"
      noun={{ one: "invoice", other: "invoices" }}
      rowHref={(i) => `/dashboard/invoices/${i.invoice_id}`}
      filters={[
        { key: "customer", render: (value, set) => <CustomerFilter value={value} onChange={set} /> },
        { key: "status", label: "Status", options: INVOICE_STATUS_OPTIONS },
      ]}
      resetButton
      empty={{ title: "No invoices yet", description: "Subscriptions create an invoice for every period, and for changes billed at once." }}
    />
  );
}
