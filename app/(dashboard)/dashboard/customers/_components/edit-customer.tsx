"use client";

import Link from "next/link";
import { SearchX } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { buttonClasses } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { DataTableError } from "@/components/data-table";
import { customersResource } from "@/lib/client/resources/customers";
import { useResourceDetail } from "@/lib/client/use-resource";
import { formatName } from "@/lib/format";
import { CustomerForm } from "./customer-form";

/** Loads the customer, then shows the shared form filled with it. */
export function EditCustomer({ id }: { id: string }) {
  const { data: customer, isLoading, error, refetch } = useResourceDetail(customersResource, id);
  const back = { href: `/dashboard/customers/${id}`, label: "Back to customer" };
  if (isLoading) {
    return (
      <>
        <PageHeader title="Edit customer" back={back} />
        <Card><CardContent className="space-y-4">{Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-9 w-full" />)}</CardContent></Card>
      </>
    );
  }
  if (!customer) {
    return (
      <>
        <PageHeader title="Edit customer" back={{ href: "/dashboard/customers", label: "Customers" }} />
        <Card>
          {error?.isNotFound ? (
            <EmptyState
              icon={SearchX}
              title="Customer not found"
              description={`There is no customer ${id} in this mode.`}
              action={<Link href="/dashboard/customers" className={buttonClasses({ variant: "secondary" })}>Back to customers</Link>}
            />
          ) : (
            <DataTableError error={error} onRetry={() => refetch()} />
          )}
        </Card>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title="Edit customer"
        description={formatName(customer.first_name, customer.last_name) ?? customer.email ?? customer.customer_id}
        back={back}
      />
      <div className="max-w-3xl">
        <CustomerForm customer={customer} />
      </div>
    </>
  );
}
