"use client";

import Link from "next/link";
import { customerRef, type CustomerField } from "@/lib/client/customer-ref";
import { customersResource } from "@/lib/client/resources/customers";
import { useResourceDetail } from "@/lib/client/use-resource";

/**
 * A detail page's customer: the email (or name) as the lists show it, and the id to copy. An id
 * the answer did not expand is looked up (the customers resource's own cache and key); until then,
 * or when the customer cannot be read, the id alone.
 */
export function CustomerDetailLink({ customer }: { customer: CustomerField }) {
  const ref = customerRef(customer);
  const lookup = useResourceDetail(customersResource, typeof customer === "string" ? customer : undefined);
  const label = ref.label ?? (lookup.data ? customerRef(lookup.data).label : null);
  if (!ref.id) return null;
  return (
    <Link href={`/dashboard/customers/${ref.id}`} className="group inline-flex flex-wrap items-baseline gap-x-2" data-testid="customer-link">
      {label && <span className="group-hover:text-accent group-hover:underline">{label}</span>}
      <code className={label ? "font-mono text-[12px] text-muted" : "font-mono text-[13px] group-hover:text-accent group-hover:underline"}>{ref.id}</code>
    </Link>
  );
}
