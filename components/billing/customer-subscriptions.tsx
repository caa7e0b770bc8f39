"use client";

import Link from "next/link";
import { DataTableError } from "@/components/data-table";
import { DateTime } from "@/components/date-time";
import { Money } from "@/components/money";
import { StatusBadge } from "@/components/status-badge";
import { Skeleton } from "@/components/ui/skeleton";
import { intervalLabel, periodAmount, subscriptionsResource } from "@/lib/client/resources/subscriptions";
import { useResourceList } from "@/lib/client/use-resource";

/** A customer's subscriptions, for the customer's page. */
export function CustomerSubscriptions({ customerId }: { customerId: string }) {
  const list = useResourceList(subscriptionsResource, { customer: customerId, limit: 100 });
  if (list.isLoading)
    return (
      <div className="space-y-3 px-5 py-4">
        <Skeleton className="h-8 w-full" />
      </div>
    );
  if (list.error) return <DataTableError error={list.error} onRetry={() => list.refetch()} />;
  const subs = list.data?.data ?? [];
  if (!subs.length) return <p className="px-5 py-6 text-sm text-subtle">No subscriptions.</p>;
  return (
    <ul className="divide-y divide-slate-100" aria-label="Subscriptions">
      {subs.map((s) => {
        const r = s.items[0]?.price.recurring;
        return (
          <li key={s.subscription_id} className="flex items-center justify-between gap-4 px-5 py-3">
            <div>
              <Link href={`/dashboard/subscriptions/${s.subscription_id}`} className="text-sm font-medium text-fg hover:text-accent hover:underline">
                <Money amount={periodAmount(s)} /> / {intervalLabel(r?.interval ?? "monthly", r?.interval_count ?? 1)}
              </Link>
              <p className="font-mono text-[11px] text-subtle">{s.subscription_id}</p>
            </div>
            <div className="flex items-center gap-3 text-sm text-subtle">
              <span className="whitespace-nowrap">
                {s.status === "canceled" ? "Ended" : "Period ends"} <DateTime value={s.ended_at ?? s.current_period_end} format="date" />
              </span>
              <StatusBadge status={s.status} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
