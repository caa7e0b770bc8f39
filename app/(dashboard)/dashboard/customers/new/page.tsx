import type { Metadata } from "next";
import { PageHeader } from "@/components/page-header";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { CustomerForm } from "../_components/customer-form";

export const metadata: Metadata = { title: "Add customer" };

export default async function NewCustomerPage() {
  const session = await requireSession();
  return (
    <>
      <PageHeader
        title="Add customer"
        description={`The customer is created in ${session.mode} mode.`}
        back={{ href: "/dashboard/customers", label: "Customers" }}
      />
      <div className="max-w-3xl">
        <CustomerForm />
      </div>
    </>
  );
}
