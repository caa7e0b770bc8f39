"use client";

import { useState } from "react";
import Link from "next/link";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertCircle, Ban, RefreshCw } from "lucide-react";
import { toast } from "sonner";
import { CopyButton } from "@/components/copy-button";
import { DateTime } from "@/components/date-time";
import { Money } from "@/components/money";
import { PageHeader } from "@/components/page-header";
import { AmountRows } from "@/components/payments/amount-rows";
import { EventTimeline } from "@/components/payments/event-timeline";
import { FieldGrid } from "@/components/resource/field-grid";
import { ResourceDetail } from "@/components/resource/resource-detail";
import { StatusBadge } from "@/components/status-badge";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage, type ApiClientError } from "@/lib/client/api";
import { BILLING_REASON_LABELS, invoiceKeys, invoicesResource } from "@/lib/client/resources/invoices";
import { paymentIntentKeys } from "@/lib/client/resources/payment-intents";
import { subscriptionKeys } from "@/lib/client/resources/subscriptions";
import type { Invoice } from "@/lib/schemas/invoice";

const BACK = { href: "/dashboard/invoices", label: "Invoices" };

export function InvoiceDetail({ id }: { id: string }) {
  const query = useQuery<Invoice, ApiClientError>({ queryKey: invoiceKeys.detail(id), queryFn: ({ signal }) => invoicesResource.retrieve(id, signal) });
  return (
    <ResourceDetail query={query} id={id} noun="invoice" back={BACK}>
      {(invoice) => <InvoiceView invoice={invoice} updatedAt={query.dataUpdatedAt} />}
    </ResourceDetail>
  );
}

function InvoiceView({ invoice: i, updatedAt }: { invoice: Invoice; updatedAt: number }) {
  const id = i.invoice_id;
  const queryClient = useQueryClient();
  const [confirmVoid, setConfirmVoid] = useState(false);
  const refresh = () => Promise.all([invoiceKeys.all, subscriptionKeys.all, paymentIntentKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const voidIt = useMutation<Invoice, ApiClientError>({
    mutationFn: () => invoicesResource.void(id),
    onSuccess: async () => {
      setConfirmVoid(false);
      toast.success("Invoice voided");
      await refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const pay = useMutation<Invoice, ApiClientError>({
    mutationFn: () => invoicesResource.pay(id),
    onSuccess: async () => {
      toast.success("Invoice paid");
      await refresh();
    },
    // A decline is recorded as an attempt: show it, and the page's data.
    onError: async (error) => {
      toast.error(`Payment failed: ${errorMessage(error)}`);
      await refresh();
    },
  });
  const error = i.last_payment_error;
  return (
    <>
      <PageHeader
        back={BACK}
        requestsFor={id}
        title={<Money amount={i.total} />}
        meta={<span data-testid="invoice-status"><StatusBadge status={i.status} /></span>}
        description={
          <span className="inline-flex items-center gap-1">
            <span className="mr-2 text-muted">{BILLING_REASON_LABELS[i.billing_reason]}</span>
            <code className="font-mono text-[13px]">{id}</code>
            <CopyButton value={id} label="Copy invoice ID" />
          </span>
        }
        actions={
          i.status === "open" && (
            <>
              <Button variant="secondary" onClick={() => setConfirmVoid(true)}><Ban aria-hidden /> Void</Button>
              <Button onClick={() => pay.mutate()} loading={pay.isPending}><RefreshCw aria-hidden /> Retry payment</Button>
            </>
          )
        }
      />
      <FieldGrid
        fields={[
          { label: "Subscription", value: i.subscription ? <Link href={`/dashboard/subscriptions/${i.subscription}`} className="hover:text-accent hover:underline"><code className="font-mono text-[13px]">{i.subscription}</code></Link> : null },
          { label: "Customer", value: typeof i.customer === "string" ? <Link href={`/dashboard/customers/${i.customer}`} className="hover:text-accent hover:underline"><code className="font-mono text-[13px]">{i.customer}</code></Link> : null },
          { label: "Period", value: <span><DateTime value={i.period_start} format="date" /> – <DateTime value={i.period_end} format="date" /></span> },
          { label: "Created", value: <DateTime value={i.created_at} format="datetime" /> },
          { label: "Paid", value: i.paid_at ? <DateTime value={i.paid_at} format="datetime" /> : null },
          { label: "Attempts", value: String(i.attempt_count) },
          { label: "Next retry", value: i.next_payment_attempt ? <DateTime value={i.next_payment_attempt} format="datetime" /> : null, hidden: i.status !== "open" },
          { label: "Collection", value: "Charged automatically" },
        ]}
      />
      {error && i.status !== "paid" && (
        <div role="status" className="mb-6 flex items-start gap-2 rounded-lg bg-red-50 px-4 py-3 text-sm text-danger ring-1 ring-danger/15 ring-inset">
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>
            <span className="font-medium">The last charge failed.</span> {error.message}
            {error.decline_code && <code className="ml-1 font-mono text-xs">({error.decline_code})</code>}
          </p>
        </div>
      )}
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="min-w-0 space-y-6 xl:col-span-2">
          <Card>
            <CardHeader title="Lines" />
            <table className="w-full text-sm" aria-label="Invoice lines">
              <thead>
                <tr className="border-b border-slate-200 text-left text-xs font-medium text-subtle uppercase">
                  <th className="px-5 py-2">Description</th>
                  <th className="px-3 py-2">Period</th>
                  <th className="px-5 py-2 text-right">Amount</th>
                </tr>
              </thead>
              <tbody>
                {i.lines.map((l) => (
                  <tr key={l.line_id} className="border-b border-slate-100 last:border-0" data-testid="invoice-line">
                    <td className="px-5 py-2.5">
                      <p className="text-fg">{l.description}</p>
                      <p className="mt-0.5 flex gap-1.5">
                        {l.proration && <Badge tone="blue">Proration</Badge>}
                        <Badge tone={l.eligible ? "green" : "neutral"}>{l.eligible ? "HSA/FSA eligible" : "Regular card"}</Badge>
                      </p>
                    </td>
                    <td className="px-3 py-2.5 whitespace-nowrap text-muted"><DateTime value={l.period_start} format="date" /> – <DateTime value={l.period_end} format="date" /></td>
                    <td className="px-5 py-2.5 text-right tabular-nums"><Money amount={l.amount} /></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
          <Card>
            <CardHeader title="Timeline" description="Events of this invoice." />
            <EventTimeline objectIds={[id, ...i.payment_intents]} refreshKey={updatedAt} />
          </Card>
        </div>
        <div className="order-first grid content-start gap-6 xl:order-none">
          <Card>
            <CardHeader title="Amounts" />
            <CardContent>
              <AmountRows
                rows={[
                  { label: "Total", amount: i.total },
                  { label: "Credit applied", amount: i.credit_applied, negative: true, hideZero: true },
                  { label: "Amount due", amount: i.amount_due, testId: "invoice-amount-due" },
                  { label: "Amount paid", amount: i.amount_paid, total: true, testId: "invoice-amount-paid" },
                ]}
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader title="Payments" description={i.payment_intents.length > 1 ? "Split: the HSA/FSA card paid the eligible lines." : undefined} />
            <CardContent>
              {i.payment_intents.length ? (
                <ul className="space-y-1.5 text-sm">
                  {i.payment_intents.map((pi) => (
                    <li key={pi}><Link href={`/dashboard/payments/${pi}`} className="font-mono text-[13px] text-accent hover:underline">{pi}</Link></li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-subtle">{i.amount_due === 0 ? "Nothing to charge." : "Not paid yet."}</p>
              )}
            </CardContent>
          </Card>
        </div>
      </div>
      <ConfirmDialog
        open={confirmVoid}
        onOpenChange={setConfirmVoid}
        title="Void this invoice?"
        description="It will never be charged, and its retries stop. This cannot be undone."
        confirmLabel="Void invoice"
        cancelLabel="Keep invoice"
        tone="danger"
        pending={voidIt.isPending}
        onConfirm={() => voidIt.mutate()}
      />
    </>
  );
}
