"use client";

import { useState } from "react";
import { Ban, RotateCcw } from "lucide-react";
import { InvoiceList } from "@/components/billing/invoice-list";
import { CopyButton } from "@/components/copy-button";
import { CustomerDetailLink } from "@/components/customer-detail-link";
import { DateTime } from "@/components/date-time";
import { Money } from "@/components/money";
import { PageHeader } from "@/components/page-header";
import { AmountRows } from "@/components/payments/amount-rows";
import { EligibilityBadge } from "@/components/payments/eligibility-badge";
import { EventTimeline } from "@/components/payments/event-timeline";
import { FieldGrid } from "@/components/resource/field-grid";
import { ResourceDetail } from "@/components/resource/resource-detail";
import { StatusBadge } from "@/components/status-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/client/api";
import { useCancelSubscriptionAtPeriodEnd, useUpdateSubscription } from "@/lib/client/resources/billing-actions";
import { priceProduct, usePricesById } from "@/lib/client/resources/prices";
import { intervalLabel, periodAmount, subscriptionsResource, useNextInvoicePreview } from "@/lib/client/resources/subscriptions";
import { useResourceDetail } from "@/lib/client/use-resource";
import type { Subscription, SubscriptionItem } from "@/lib/schemas/subscription";
import { ChangePriceDialog } from "./change-price-dialog";

const BACK = { href: "/dashboard/subscriptions", label: "Subscriptions" };
const ENDED = new Set(["canceled", "incomplete_expired"]);

export function SubscriptionDetail({ id }: { id: string }) {
  const query = useResourceDetail(subscriptionsResource, id);
  return (
    <ResourceDetail query={query} id={id} noun="subscription" back={BACK}>
      {(s) => <SubscriptionView subscription={s} updatedAt={query.dataUpdatedAt} />}
    </ResourceDetail>
  );
}

function SubscriptionView({ subscription: s, updatedAt }: { subscription: Subscription; updatedAt: number }) {
  const id = s.subscription_id;
  const [confirm, setConfirm] = useState(false);
  const [changing, setChanging] = useState<SubscriptionItem | null>(null);
  const prices = usePricesById(s.items.map((i) => i.price.price_id));
  const cancel = useCancelSubscriptionAtPeriodEnd(id, {
    onSuccess: () => setConfirm(false),
    successMessage: "The subscription will end at the end of its period",
  });
  const resume = useUpdateSubscription(id, { successMessage: "The subscription will renew" });
  const ended = ENDED.has(s.status);
  const interval = s.items[0]?.price.recurring;
  const per = intervalLabel(interval?.interval ?? "monthly", interval?.interval_count ?? 1);
  const next = periodAmount(s);
  const nameOf = (item: SubscriptionItem) =>
    priceProduct(prices.byId.get(item.price.price_id) ?? item.price)?.name ?? item.price.description ?? item.price.price_id;

  return (
    <>
      <PageHeader
        back={BACK}
        requestsFor={id}
        title={
          <span>
            <Money amount={next} /> <span className="text-lg font-normal text-subtle">/ {per}</span>
          </span>
        }
        meta={
          <span className="flex items-center gap-2" data-testid="subscription-status">
            <StatusBadge status={s.status} />
            {s.cancel_at_period_end && !ended && (
              <span className="text-sm text-subtle">
                Cancels <DateTime value={s.current_period_end} format="date" />
              </span>
            )}
          </span>
        }
        description={
          <span className="inline-flex items-center gap-1">
            <code className="font-mono text-[13px]">{id}</code>
            <CopyButton value={id} label="Copy subscription ID" />
          </span>
        }
        actions={
          !ended &&
          (s.cancel_at_period_end ? (
            <Button variant="secondary" onClick={() => resume.mutate({ cancel_at_period_end: false })} loading={resume.isPending}>
              <RotateCcw aria-hidden /> Resume
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setConfirm(true)}>
              <Ban aria-hidden /> Cancel at period end
            </Button>
          ))
        }
      />

      <FieldGrid
        fields={[
          {
            label: "Customer",
            value: <CustomerDetailLink customer={s.customer} />,
          },
          {
            label: "Current period",
            value: (
              <span>
                <DateTime value={s.current_period_start} format="date" /> – <DateTime value={s.current_period_end} format="date" />
              </span>
            ),
          },
          {
            label: "Trial",
            value: s.trial_end ? (
              <span>
                Until <DateTime value={s.trial_end} format="date" />
              </span>
            ) : (
              "No trial"
            ),
          },
          { label: "Created", value: <DateTime value={s.created_at} format="datetime" /> },
          { label: "HSA/FSA card", value: s.hsa_fsa_payment_method ? <code className="font-mono text-[13px]">{s.hsa_fsa_payment_method}</code> : null },
          { label: "Regular card", value: s.default_payment_method ? <code className="font-mono text-[13px]">{s.default_payment_method}</code> : null },
          { label: "Cancels at", value: s.cancel_at ? <DateTime value={s.cancel_at} format="datetime" /> : null, hidden: !s.cancel_at },
          { label: "Ended", value: s.ended_at ? <DateTime value={s.ended_at} format="datetime" /> : null, hidden: !s.ended_at },
        ]}
      />

      <div className="grid gap-6 xl:grid-cols-3">
        <div className="min-w-0 space-y-6 xl:col-span-2">
          <Card>
            <CardHeader title="Items" description="Eligible items renew on the HSA/FSA card, the others on the regular card." />
            <ul className="divide-y divide-slate-100">
              {s.items.map((item) => (
                <li key={item.subscription_item_id} className="flex items-center justify-between gap-4 px-5 py-3" data-testid="subscription-item">
                  <div className="min-w-0">
                    <p className="truncate text-sm font-medium text-fg">{nameOf(item)}</p>
                    <p className="flex items-center gap-2 text-xs text-subtle">
                      <Money amount={item.price.unit_amount} /> × {item.quantity} / {per}
                      <EligibilityBadge value={item.price.hsa_fsa_eligibility} />
                    </p>
                  </div>
                  <div className="flex items-center gap-3">
                    <span className="text-sm font-medium tabular-nums">
                      <Money amount={item.price.unit_amount * item.quantity} />
                    </span>
                    {!ended && (
                      <Button variant="secondary" size="sm" onClick={() => setChanging(item)}>
                        Change price
                      </Button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          </Card>
          <Card>
            <CardHeader title="Invoices" description="One per period, and one per change billed at once." />
            <InvoiceList filter={{ subscription: id }} empty="No invoices yet." />
          </Card>
          <Card>
            <CardHeader title="Timeline" description="Events of this subscription." />
            <EventTimeline objectIds={[id]} refreshKey={updatedAt} />
          </Card>
        </div>
        <div className="order-first grid content-start gap-6 xl:order-none">
          <NextInvoice subscription={s} ended={ended} />
        </div>
      </div>

      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title="Cancel at the end of the period?"
        description={`The subscription stays active until the end of its current period, then ends. Nothing more is charged. You can resume it before then.`}
        confirmLabel="Cancel at period end"
        cancelLabel="Keep subscription"
        tone="danger"
        pending={cancel.isPending}
        onConfirm={() => cancel.mutate()}
      />
      {changing && <ChangePriceDialog subscription={s} item={changing} open={Boolean(changing)} onOpenChange={(o) => !o && setChanging(null)} />}
    </>
  );
}

/** The next renewal invoice as the server will bill it (pending prorations and credit included). */
function NextInvoice({ subscription: s, ended }: { subscription: Subscription; ended: boolean }) {
  const preview = useNextInvoicePreview(s.subscription_id);
  const next = preview.data?.next_invoice;
  return (
    <Card>
      <CardHeader
        title="Next invoice"
        description={
          next ? (
            <span>
              On <DateTime value={next.charged_at} format="date" />
            </span>
          ) : undefined
        }
      />
      <CardContent>
        {preview.isLoading ? (
          <Skeleton className="h-16 w-full" />
        ) : preview.error ? (
          <p className="text-sm text-danger" role="alert">
            {errorMessage(preview.error)}
          </p>
        ) : !next ? (
          <p className="text-sm text-muted" data-testid="next-invoice">
            No next invoice: the subscription{" "}
            {ended ? "has ended" : s.cancel_at_period_end || s.cancel_at ? "ends at the end of this period" : "will not renew"}.
          </p>
        ) : (
          <div data-testid="next-invoice">
            <AmountRows
              rows={[
                ...next.lines.map((l) => ({ label: l.description, amount: Math.abs(l.amount), negative: l.amount < 0 })),
                { label: "Credit from earlier changes", amount: next.credit_applied, negative: true, hideZero: true },
                { label: "Amount due", amount: next.amount_due, total: true },
              ]}
            />
            {s.status === "trialing" && <p className="mt-3 text-xs text-subtle">The first charge, when the trial ends.</p>}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
