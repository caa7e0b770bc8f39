"use client";

import { useState } from "react";
import Link from "next/link";
import { AlertCircle, Ban, RefreshCw } from "lucide-react";
import { CopyButton } from "@/components/copy-button";
import { CustomerDetailLink } from "@/components/customer-detail-link";
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
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { errorMessage } from "@/lib/client/api";
import { usePayInvoice, useVoidInvoice } from "@/lib/client/resources/billing-actions";
import { BILLING_REASON_LABELS, invoicesResource } from "@/lib/client/resources/invoices";
import { useResourceDetail } from "@/lib/client/use-resource";
import type { Invoice } from "@/lib/schemas/invoice";

const BACK = { href: "/dashboard/invoices", label: "Invoices" };

export function InvoiceDetail({ id }: { id: string }) {
  const query = useResourceDetail(invoicesResource, id);
  return (
    <ResourceDetail query={query} id={id} noun="invoice" back={BACK}>
      {(invoice) => <InvoiceView invoice={invoice} updatedAt={query.dataUpdatedAt} />}
    </ResourceDetail>
  );
}

function InvoiceView({ invoice: i, updatedAt }: { invoice: Invoice; updatedAt: number }) {
  const id = i.invoice_id;
  const [confirmVoid, setConfirmVoid] = useState(false);
  const voidIt = useVoidInvoice(id, { onSuccess: () => setConfirmVoid(false), successMessage: "Invoice voided" });
  const pay = usePayInvoice(id, { successMessage: "Invoice paid", errorToast: (error) => `Payment failed: ${errorMessage(error)}` });
  const error = i.last_payment_error;
  return (
    <>
      <PageHeader
        back={BACK}
        requestsFor={id}
        title={<Money amount={i.total} />}
        meta={
          <span data-testid="invoice-status">
            <StatusBadge status={i.status} />
          </span>
        }
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
              <Button variant="secondary" onClick={() => setConfirmVoid(true)}>
                <Ban aria-hidden /> Void
              </Button>
              <Button onClick={() => pay.mutate()} loading={pay.isPending}>
                <RefreshCw aria-hidden /> Retry payment
              </Button>
            </>
          )
        }
      />
      <FieldGrid
        fields={[
          {
            label: "Subscription",
            value: i.subscription ? (
              <Link href={`/dashboard/subscriptions/${i.subscription}`} className="hover:text-accent hover:underline">
                <code className="font-mono text-[13px]">{i.subscription}</code>
              </Link>
            ) : null,
          },
          {
            label: "Customer",
            value: <CustomerDetailLink customer={i.customer} />,
          },
          {
            label: "Period",
            value: (
              <span>
                <DateTime value={i.period_start} format="date" /> – <DateTime value={i.period_end} format="date" />
              </span>
            ),
          },
          { label: "Created", value: <DateTime value={i.created_at} format="datetime" /> },
          { label: "Paid", value: i.paid_at ? <DateTime value={i.paid_at} format="datetime" /> : null },
          { label: "Attempts", value: String(i.attempt_count) },
          {
            label: "Next retry",
            value: i.next_payment_attempt ? <DateTime value={i.next_payment_attempt} format="datetime" /> : null,
            hidden: i.status !== "open",
          },
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
            <InvoiceLines lines={i.lines} />
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
                    <li key={pi}>
                      <Link href={`/dashboard/payments/${pi}`} className="font-mono text-[13px] text-accent hover:underline">
                        {pi}
                      </Link>
                    </li>
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

function InvoiceLines({ lines }: { lines: Invoice["lines"] }) {
  return (
    <Table aria-label="Invoice lines">
      <TableHeader>
        <TableRow>
          <TableHead>Description</TableHead>
          <TableHead>Period</TableHead>
          <TableHead className="text-right">Amount</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {lines.map((l) => (
          <TableRow key={l.line_id} data-testid="invoice-line">
            <TableCell className="py-2.5">
              <p className="text-fg">{l.description}</p>
              <p className="mt-0.5 flex gap-1.5">
                {l.proration && <Badge tone="blue">Proration</Badge>}
                <Badge tone={l.eligible ? "green" : "neutral"}>{l.eligible ? "HSA/FSA eligible" : "Regular card"}</Badge>
              </p>
            </TableCell>
            <TableCell className="whitespace-nowrap text-muted">
              <DateTime value={l.period_start} format="date" /> – <DateTime value={l.period_end} format="date" />
            </TableCell>
            <TableCell className="text-right tabular-nums">
              <Money amount={l.amount} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
