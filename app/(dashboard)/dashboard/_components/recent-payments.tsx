"use client";

import Link from "next/link";
import { ArrowRight, CreditCard } from "lucide-react";
import { DateTime } from "@/components/date-time";
import { EmptyState } from "@/components/empty-state";
import { Money } from "@/components/money";
import { CartBadge, PaymentStatusBadge } from "@/components/payments/payment-badges";
import { Card, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/client/api";
import { paymentIntentsResource, RECENT_PAYMENTS_QUERY } from "@/lib/client/resources/payment-intents";
import { useResourceList } from "@/lib/client/use-resource";

/** The newest payments, for the home page. */
export function RecentPayments({ className }: { className?: string }) {
  const { data, isLoading, error } = useResourceList(paymentIntentsResource, RECENT_PAYMENTS_QUERY);
  return (
    <Card className={className}>
      <CardHeader
        title="Recent payments"
        actions={
          <Link href="/dashboard/payments" className="inline-flex items-center gap-1 text-[13px] font-medium text-accent hover:text-accent">
            View all <ArrowRight className="size-3.5" aria-hidden />
          </Link>
        }
      />
      {isLoading ? (
        <ul className="divide-y divide-slate-100">
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i} className="flex items-center gap-4 px-5 py-3">
              <Skeleton className="h-4 w-16" />
              <Skeleton className="h-5 w-20" />
              <Skeleton className="ml-auto h-3 w-20" />
            </li>
          ))}
        </ul>
      ) : error ? (
        <p className="px-5 py-6 text-sm text-danger">{errorMessage(error)}</p>
      ) : !data?.data.length ? (
        <EmptyState icon={CreditCard} title="No payments yet" description="Payments appear here as soon as shoppers check out." />
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Recent payments">
          {data.data.map((p) => (
            <li key={p.payment_intent_id}>
              <Link href={`/dashboard/payments/${p.payment_intent_id}`} className="flex items-center gap-3 px-5 py-3 hover:bg-slate-50">
                <Money amount={p.amount} className="w-20 shrink-0 text-sm font-semibold text-fg" />
                <span className="flex min-w-0 flex-1 flex-wrap items-center gap-1.5">
                  <PaymentStatusBadge intent={p} />
                  <span className="hidden sm:inline-flex">
                    <CartBadge cart={p.cart} />
                  </span>
                </span>
                <DateTime value={p.created_at} format="relative" className="shrink-0 text-xs text-subtle" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
