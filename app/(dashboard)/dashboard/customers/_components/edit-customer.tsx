"use client";

import { ResourceEdit } from "@/components/resource/resource-edit";
import { customersResource } from "@/lib/client/resources/customers";
import { useResourceDetail } from "@/lib/client/use-resource";
import { formatName } from "@/lib/format";
import { CustomerForm } from "./customer-form";

/** Loads the customer, then shows the shared form filled with it. */
export function EditCustomer({ id }: { id: string }) {
  return (
    <ResourceEdit
      query={useResourceDetail(customersResource, id)}
      id={id}
      noun="customer"
      list={{ href: "/dashboard/customers", label: "Customers" }}
      description={(c) => formatName(c.first_name, c.last_name) ?? c.email ?? c.customer_id}
    >
      {(customer) => <CustomerForm customer={customer} />}
    </ResourceEdit>
  );
}
