import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import { customerKeys } from "@/lib/client/resources/customers";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { prefetchQueries } from "@/lib/server/dashboard/prefetch";
import { readOne } from "@/lib/server/dashboard/prefetch-reads";
import { endpoints } from "@/lib/server/http/endpoints";
import { getCustomer } from "@/lib/server/services/customers/get-customer";
import { EditCustomer } from "../../_components/edit-customer";

export const metadata: Metadata = { title: "Edit customer" };

export default async function EditCustomerPage({ params }: { params: Promise<{ id: string }> }) {
  await requireSession();
  const { id } = await params;
  const state = await prefetchQueries((scope) => [
    [customerKeys.detail(id), readOne(endpoints.retrieveCustomer, id, undefined, (id) => getCustomer(scope, id))],
  ]);
  return (
    <HydrationBoundary state={state}>
      <EditCustomer id={id} />
    </HydrationBoundary>
  );
}
