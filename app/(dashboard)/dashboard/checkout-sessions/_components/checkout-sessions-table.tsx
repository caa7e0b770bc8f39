"use client";

import { ResourceTable } from "@/components/resource/resource-table";
import { statusLabel } from "@/components/status-badge";
import { checkoutSessionsResource, type CheckoutSessionListParams } from "@/lib/client/resources/checkout-sessions";
import { SESSION_STATUSES } from "@/lib/schemas/checkout-session";
import { checkoutSessionColumns } from "./checkout-session-columns";

const STATUS_OPTIONS = SESSION_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }));

/** The sessions list; `params` come from the URL (parsed by the server page). */
export function CheckoutSessionsTable({ params }: { params: CheckoutSessionListParams }) {
  return (
    <ResourceTable
      resource={checkoutSessionsResource}
      params={params}
      columns={checkoutSessionColumns}
      label="Checkout sessions"
      noun={{ one: "session", other: "sessions" }}
      rowHref={(s) => `/dashboard/checkout-sessions/${s.checkout_session_id}`}
      search={{ key: "search", placeholder: "Search by reference, session ID or email", className: "max-w-sm" }}
      filters={[{ key: "status", label: "Status", options: STATUS_OPTIONS }]}
      empty={{ title: "No checkout sessions yet", description: "Sessions appear when your integration creates them or shoppers open a payment link." }}
      emptyFiltered={{
        title: "No checkout sessions match",
        description: params.search
          ? `Nothing matches “${params.search}”${params.status ? ` with status ${statusLabel(params.status)}` : ""}.`
          : `No sessions are ${statusLabel(params.status ?? "")}.`,
        clearLabel: "Clear filters",
      }}
    />
  );
}
