"use client";

import Link from "next/link";
import { Plus } from "lucide-react";
import { ResourceTable } from "@/components/resource/resource-table";
import { buttonClasses } from "@/components/ui/button";
import { paymentLinksResource, type PaymentLinkListParams } from "@/lib/client/resources/payment-links";
import { paymentLinkColumns } from "./payment-link-columns";

const STATUS_OPTIONS = [
  { value: "true", label: "Active" },
  { value: "false", label: "Inactive" },
];

/** The payment links list; `params` come from the URL (parsed by the server page). */
export function PaymentLinksTable({ params }: { params: PaymentLinkListParams }) {
  return (
    <ResourceTable
      resource={paymentLinksResource}
      params={params}
      columns={paymentLinkColumns}
      label="Payment links"
      noun={{ one: "payment link", other: "payment links" }}
      rowHref={(l) => `/dashboard/payment-links/${l.payment_link_id}`}
      filters={[{ key: "active", label: "Status", options: STATUS_OPTIONS }]}
      empty={{
        title: "No payment links yet",
        description: "Pick one or more prices and get a link to a hosted checkout page that accepts HSA/FSA cards.",
        action: (
          <Link href="/dashboard/payment-links/new" className={buttonClasses({ size: "sm" })}>
            <Plus aria-hidden /> Create payment link
          </Link>
        ),
      }}
      emptyFiltered={{
        title: params.active ? "No active payment links" : "No inactive payment links",
        description: "Try another status.",
        clearLabel: "Show all links",
      }}
    />
  );
}
