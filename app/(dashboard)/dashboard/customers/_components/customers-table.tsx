"use client";

import Link from "next/link";
import { Plus } from "lucide-react";
import { UrlCursorPagination, DataTable, DataTableEmpty, DataTableSearch, DataTableToolbar, useTableUrlState } from "@/components/data-table";
import { Button, buttonClasses } from "@/components/ui/button";
import { customersResource, type CustomerListParams } from "@/lib/client/resources/customers";
import { useResourceList } from "@/lib/client/use-resource";
import { customerColumns } from "./customer-columns";

const PAGE_SIZE = 20;

/** The customers list; `params` come from the URL (parsed by the server page). */
export function CustomersTable({ params }: { params: CustomerListParams }) {
  const url = useTableUrlState();
  const list = useResourceList(customersResource, { ...params, limit: PAGE_SIZE });
  const page = list.data;
  const searching = Boolean(params.search);

  return (
    <DataTable
      aria-label="Customers"
      columns={customerColumns}
      data={page?.data}
      getRowId={(c) => c.customer_id}
      isLoading={list.isLoading}
      isStale={list.isPlaceholderData || url.pending}
      error={list.error}
      onRetry={() => list.refetch()}
      rowHref={(c) => `/dashboard/customers/${c.customer_id}`}
      toolbar={
        <DataTableToolbar
          search={<DataTableSearch value={params.search ?? ""} onChange={(v) => url.setFilter("search", v)} placeholder="Search by name, email or ID" />}
        />
      }
      empty={
        searching ? (
          <DataTableEmpty
            title="No customers match your search"
            description={`Nothing matches “${params.search}”. Try a name, an email address or a customer ID.`}
            action={<Button variant="secondary" size="sm" onClick={() => url.setFilter("search", null)}>Clear search</Button>}
          />
        ) : (
          <DataTableEmpty
            title="No customers yet"
            description="Customers are created when shoppers check out, or you can add them yourself."
            action={<Link href="/dashboard/customers/new" className={buttonClasses({ size: "sm" })}><Plus aria-hidden /> Add customer</Link>}
          />
        )
      }
      footer={<UrlCursorPagination page={page} url={url} fetching={list.isFetching} noun={{ one: "customer", other: "customers" }} />}
    />
  );
}
