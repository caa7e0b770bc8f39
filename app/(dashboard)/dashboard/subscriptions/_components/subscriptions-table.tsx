"use client";

import { CustomerFilter } from "@/components/catalogue/pickers";
import { ResourceTable } from "@/components/resource/resource-table";
import { SUBSCRIPTION_STATUS_OPTIONS, subscriptionsResource, type SubscriptionListParams } from "@/lib/client/resources/subscriptions";
import { subscriptionColumns } from "./subscription-columns";

export function SubscriptionsTable({ params }: { params: SubscriptionListParams }) {
  return (
    <ResourceTable
      resource={subscriptionsResource}
      params={{ ...params, expand_customer: true }}
      columns={subscriptionColumns}
      label="Subscriptions"
      noun={{ one: "subscription", other: "subscriptions" }}
      rowHref={(s) => `/dashboard/subscriptions/${s.subscription_id}`}
      filters={[
        { key: "customer", render: (value, set) => <CustomerFilter value={value} onChange={set} /> },
        { key: "status", label: "Status", options: SUBSCRIPTION_STATUS_OPTIONS },
      ]}
      resetButton
      empty={{
        title: "No subscriptions yet",
        description: "A subscription starts when a shopper pays a checkout session in subscription mode (recurring prices).",
      }}
    />
  );
}
