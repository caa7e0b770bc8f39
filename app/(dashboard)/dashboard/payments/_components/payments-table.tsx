"use client";

import { Button } from "@/components/ui/button";
import { UrlCursorPagination, DataTable, DataTableEmpty, DataTableSelectFilter, DataTableToolbar, useTableUrlState } from "@/components/data-table";
import { paymentIntentsResource, type PaymentIntentListParams } from "@/lib/client/resources/payment-intents";
import { useResourceList } from "@/lib/client/use-resource";
import { paymentColumns } from "./payment-columns";

const PAGE_SIZE = 20;

/** The API's statuses, with the words the rest of the dashboard uses for them. */
const STATUS_OPTIONS = [
  { value: "succeeded", label: "Succeeded" },
  { value: "requires_capture", label: "Uncaptured" },
  { value: "requires_payment_method", label: "Incomplete" },
  { value: "canceled", label: "Canceled" },
  { value: "processing", label: "Processing" },
  { value: "requires_action", label: "Requires action" },
  { value: "requires_confirmation", label: "Requires confirmation" },
];

/** The payments list; `params` come from the URL (parsed by the server page). */
export function PaymentsTable({ params }: { params: PaymentIntentListParams }) {
  const url = useTableUrlState();
  const list = useResourceList(paymentIntentsResource, { ...params, limit: PAGE_SIZE });
  const page = list.data;
  const statusLabel = STATUS_OPTIONS.find((o) => o.value === params.status)?.label;

  return (
    <DataTable
      aria-label="Payments"
      columns={paymentColumns}
      data={page?.data}
      getRowId={(p) => p.payment_intent_id}
      isLoading={list.isLoading}
      isStale={list.isPlaceholderData || url.pending}
      error={list.error}
      onRetry={() => list.refetch()}
      rowHref={(p) => `/dashboard/payments/${p.payment_intent_id}`}
      toolbar={<DataTableToolbar filters={<DataTableSelectFilter label="Status" value={params.status} options={STATUS_OPTIONS} onChange={(v) => url.setFilter("status", v)} />} />}
      empty={
        params.status ? (
          <DataTableEmpty
            title={`No ${statusLabel?.toLowerCase()} payments`}
            description="Try another status, or show every payment."
            action={<Button variant="secondary" size="sm" onClick={() => url.setFilter("status", null)}>Show all payments</Button>}
          />
        ) : (
          <DataTableEmpty title="No payments yet" description="Payments appear here when shoppers pay a checkout session or a payment link." />
        )
      }
      footer={<UrlCursorPagination page={page} url={url} fetching={list.isFetching} noun={{ one: "payment", other: "payments" }} />}
    />
  );
}
