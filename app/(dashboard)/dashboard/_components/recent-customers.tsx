"use client";

import Link from "next/link";
import { ArrowRight, Users } from "lucide-react";
import { DateTime } from "@/components/date-time";
import { EmptyState } from "@/components/empty-state";
import { Card, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/client/api";
import { customersResource, RECENT_CUSTOMERS_QUERY } from "@/lib/client/resources/customers";
import { useResourceList } from "@/lib/client/use-resource";
import { formatName, initials } from "@/lib/format";

/** The five newest customers, for the home page. */
export function RecentCustomers({ className }: { className?: string }) {
  const { data, isLoading, error } = useResourceList(customersResource, RECENT_CUSTOMERS_QUERY);
  return (
    <Card className={className}>
      <CardHeader
        title="Recent customers"
        actions={
          <Link href="/dashboard/customers" className="inline-flex items-center gap-1 text-[13px] font-medium text-accent hover:text-accent">
            View all <ArrowRight className="size-3.5" aria-hidden />
          </Link>
        }
      />
      {isLoading ? (
        <ul className="divide-y divide-slate-100">
          {Array.from({ length: 5 }, (_, i) => (
            <li key={i} className="flex items-center gap-3 px-5 py-3">
              <Skeleton className="size-8 rounded-full" />
              <div className="flex-1 space-y-1.5">
                <Skeleton className="h-3.5 w-32" />
                <Skeleton className="h-3 w-44" />
              </div>
            </li>
          ))}
        </ul>
      ) : error ? (
        <p className="px-5 py-6 text-sm text-danger">{errorMessage(error)}</p>
      ) : !data?.data.length ? (
        <EmptyState icon={Users} title="No customers yet" description="Customers appear here when they check out or when you add them." />
      ) : (
        <ul className="divide-y divide-slate-100">
          {data.data.map((c) => {
            const name = formatName(c.first_name, c.last_name);
            return (
              <li key={c.customer_id}>
                <Link href={`/dashboard/customers/${c.customer_id}`} className="flex items-center gap-3 px-5 py-3 hover:bg-slate-50">
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold text-muted">
                    {initials(name ?? c.email)}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium text-fg">{name ?? c.email ?? c.customer_id}</span>
                    <span className="block truncate text-[13px] text-subtle">{c.email ?? "No email"}</span>
                  </span>
                  <DateTime value={c.created_at} format="relative" className="shrink-0 text-xs text-subtle" />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
