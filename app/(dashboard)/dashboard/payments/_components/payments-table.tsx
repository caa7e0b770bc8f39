"use client";

import { ResourceTable } from "@/components/resource/resource-table";
import { paymentIntentsResource, type PaymentIntentListParams } from "@/lib/client/resources/payment-intents";
import { paymentColumns } from "./payment-columns";

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
  const statusLabel = STATUS_OPTIONS.find((o) => o.value === params.status)?.label;
  return (
    <ResourceTable
      resource={paymentIntentsResource}
      params={params}
      columns={paymentColumns}
      label="Payments"
      noun={{ one: "payment", other: "payments" }}
      rowHref={(p) => `/dashboard/payments/${p.payment_intent_id}`}
      filters={[{ key: "status", label: "Status", options: STATUS_OPTIONS }]}
      empty={{ title: "No payments yet", description: "Payments appear here when shoppers pay a checkout session or a payment link." }}
      emptyFiltered={{ title: `No ${statusLabel?.toLowerCase()} payments`, description: "Try another status, or show every payment." }}
    />
  );
}
