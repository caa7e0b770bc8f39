"use client";

import Link from "next/link";
import { Plus } from "lucide-react";
import { ResourceTable } from "@/components/resource/resource-table";
import { buttonClasses } from "@/components/ui/button";
import { customersResource, type CustomerListParams } from "@/lib/client/resources/customers";
import { customerColumns } from "./customer-columns";

/** The customers list; `params` come from the URL (parsed by the server page). */
export function CustomersTable({ params }: { params: CustomerListParams }) {
  return (
    <ResourceTable
      resource={customersResource}
      params={params}
      columns={customerColumns}
      label="Customers"
      noun={{ one: "customer", other: "customers" }}
      rowHref={(c) => `/dashboard/customers/${c.customer_id}`}
      search={{ key: "search", placeholder: "Search by name, email or ID" }}
      empty={{
        title: "No customers yet",
        description: "Customers are created when shoppers check out, or you can add them yourself.",
        action: (
          <Link href="/dashboard/customers/new" className={buttonClasses({ size: "sm" })}>
            <Plus aria-hidden /> Add customer
          </Link>
        ),
      }}
      emptyFiltered={{
        title: "No customers match your search",
        description: `Nothing matches “${params.search}”. Try a name, an email address or a customer ID.`,
        clearLabel: "Clear search",
      }}
    />
  );
}
