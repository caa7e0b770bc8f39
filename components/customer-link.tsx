import Link from "next/link";
import { customerRef, type CustomerField } from "@/lib/client/customer-ref";

/** A list cell's customer: the email linking to the customer, the id when it was not expanded. */
export function CustomerLink({ customer }: { customer: CustomerField }) {
  const c = customerRef(customer);
  if (!c.id) return <span className="text-subtle">—</span>;
  return (
    <Link href={`/dashboard/customers/${c.id}`} title={c.id} className="block max-w-[14rem] truncate text-fg-secondary hover:text-accent hover:underline">
      {c.label || <code className="font-mono text-[12px]">{c.id}</code>}
    </Link>
  );
}
