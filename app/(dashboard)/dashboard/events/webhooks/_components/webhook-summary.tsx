"use client";

import { DateTime } from "@/components/date-time";
import { cn } from "@/components/ui/cn";
import { Skeleton } from "@/components/ui/skeleton";
import { useWebhookStats } from "@/lib/client/resources/webhooks";
import type { Webhook } from "@/lib/schemas/webhook";

/** Green from 95%, amber from 80%, red below. */
function rateTone(rate: number): string {
  return rate >= 0.95 ? "text-success" : rate >= 0.8 ? "text-warning" : "text-danger";
}

/** The endpoint's last 24 hours (success rate, attempts), when it was made, and what it listens for. */
export function WebhookSummary({ webhook }: { webhook: Webhook }) {
  const stats = useWebhookStats(webhook.webhook_id);
  const rate = stats.data?.success_rate;
  const all = webhook.events.includes("*");
  return (
    <div className="mb-6 border-y border-slate-200">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 py-4 sm:grid-cols-3">
        <div>
          <dt className="text-xs text-subtle">Success rate, last 24 h</dt>
          <dd
            className={cn("mt-1 text-2xl font-semibold tabular-nums", rate === null || rate === undefined ? "text-subtle" : rateTone(rate))}
            data-testid="success-rate"
          >
            {stats.isLoading ? <Skeleton className="h-7 w-16" /> : rate === null || rate === undefined ? "—" : `${Math.round(rate * 1000) / 10}%`}
          </dd>
        </div>
        <div className="sm:border-l sm:border-slate-200 sm:pl-6">
          <dt className="text-xs text-subtle">Attempts, last 24 h</dt>
          <dd className="mt-1.5 text-sm text-fg">
            {stats.data ? (
              <>
                <span className="font-medium tabular-nums">{stats.data.succeeded}</span> delivered ·{" "}
                <span className={cn("font-medium tabular-nums", stats.data.failed > 0 && "text-danger")}>{stats.data.failed}</span> failed
              </>
            ) : stats.error ? (
              <span className="text-subtle">Unavailable</span>
            ) : (
              <Skeleton className="h-5 w-36" />
            )}
          </dd>
        </div>
        <div className="sm:border-l sm:border-slate-200 sm:pl-6">
          <dt className="text-xs text-subtle">Created</dt>
          <dd className="mt-1.5 text-sm text-fg">
            <DateTime value={webhook.created_at} format="datetime" />
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1.5 border-t border-slate-100 py-3">
        <span className="text-xs text-subtle">Listening for</span>
        <ul aria-label="Event types" className="flex flex-wrap gap-1.5">
          {all ? (
            <li className="text-sm font-medium text-fg">All events</li>
          ) : (
            webhook.events.map((t) => (
              <li key={t} className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-fg-secondary">
                {t}
              </li>
            ))
          )}
        </ul>
      </div>
    </div>
  );
}
