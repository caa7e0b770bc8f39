"use client";

import { useState } from "react";
import Link from "next/link";
import { AlertCircle, Ban, Loader2, Undo2 } from "lucide-react";
import { toast } from "sonner";
import { DataTableError } from "@/components/data-table";
import { DateTime } from "@/components/date-time";
import { Money } from "@/components/money";
import { PageHeader } from "@/components/page-header";
import { CopyableId } from "@/components/resource/copyable-id";
import { FieldGrid, none } from "@/components/resource/field-grid";
import { ResourceDetail } from "@/components/resource/resource-detail";
import { AmountRows } from "@/components/payments/amount-rows";
import { EventTimeline } from "@/components/payments/event-timeline";
import { CartBadge, PaymentStatusBadge } from "@/components/payments/payment-badges";
import { RefundDialog } from "@/components/payments/refund-dialog";
import { ReconciliationNotice } from "@/components/payments/reconciliation-notice";
import { RefundsList } from "@/components/payments/refunds-list";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DescriptionItem, DescriptionList } from "@/components/ui/description-list";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage, type ApiClientError } from "@/lib/client/api";
import { useCancelPayment, useRefundPayment } from "@/lib/client/resources/payment-actions";
import { CART_LABELS, usePaymentIntent } from "@/lib/client/resources/payment-intents";
import { hasPendingRefund, usePaymentRefunds } from "@/lib/client/resources/refunds";
import { formatMoney } from "@/lib/format";
import type { PaymentIntent } from "@/lib/schemas/payment-intent";
import type { Refund } from "@/lib/schemas/refund";
import type { ReconciliationIssue } from "@/lib/schemas/reconciliation-issue";

const BACK = { href: "/dashboard/payments", label: "Payments" };

export function PaymentDetail({ id, reconciliation = [] }: { id: string; reconciliation?: ReconciliationIssue[] }) {
  // Settlement is asynchronous: both poll while any refund is pending.
  const refunds = usePaymentRefunds(id);
  const intent = usePaymentIntent(id, hasPendingRefund(refunds.data?.data));

  return (
    <ResourceDetail query={intent} id={id} noun="payment" back={BACK}>
      {(data) => (
        <PaymentView
          intent={data}
          reconciliation={reconciliation}
          refunds={refunds.data?.data}
          refundsLoading={refunds.isLoading}
          refundsError={refunds.error}
          updatedAt={intent.dataUpdatedAt + refunds.dataUpdatedAt}
        />
      )}
    </ResourceDetail>
  );
}

function PaymentView({
  intent,
  reconciliation,
  refunds,
  refundsLoading,
  refundsError,
  updatedAt,
}: {
  intent: PaymentIntent;
  reconciliation: ReconciliationIssue[];
  refunds: Refund[] | undefined;
  refundsLoading: boolean;
  refundsError: ApiClientError | null;
  updatedAt: number;
}) {
  const id = intent.payment_intent_id;
  const [dialog, setDialog] = useState<"refund" | "cancel" | null>(null);
  const refund = useRefundPayment(id);
  const cancel = useCancelPayment(id);

  const refundable = intent.amount_received - intent.amount_refunded;
  const canRefund = intent.status === "succeeded" && refundable > 0;
  const canCancel = intent.status !== "succeeded" && intent.status !== "canceled";
  const pending = hasPendingRefund(refunds);
  const error = intent.last_payment_error;

  return (
    <>
      <PageHeader
        back={BACK}
        requestsFor={id}
        title={<Money amount={intent.amount} />}
        meta={
          <span className="flex items-center gap-2">
            <span data-testid="payment-status">
              <PaymentStatusBadge intent={intent} />
            </span>
            <CartBadge cart={intent.cart} />
          </span>
        }
        description={<CopyableId id={id} label="Copy payment ID" />}
        actions={
          <>
            {canCancel && (
              <Button variant="secondary" onClick={() => setDialog("cancel")}>
                <Ban aria-hidden /> Cancel payment
              </Button>
            )}
            {canRefund && (
              <Button onClick={() => setDialog("refund")}>
                <Undo2 aria-hidden /> Refund
              </Button>
            )}
          </>
        }
      />

      <FieldGrid
        fields={[
          { label: "Created", value: <DateTime value={intent.created_at} format="datetime" /> },
          { label: "Card", value: CART_LABELS[intent.cart] },
          {
            label: "Payment method",
            value: intent.card ? (
              `${intent.card.brand} •••• ${intent.card.last4}`
            ) : intent.payment_method ? (
              <code className="font-mono text-[13px]">{intent.payment_method}</code>
            ) : null,
          },
          ...(intent.processor?.name === "stripe"
            ? [{ label: "Stripe payment", value: <code className="font-mono text-[13px]">{intent.processor.payment_id}</code> }]
            : []),
          { label: "Capture", value: intent.capture_method === "manual" ? "Manual" : "Automatic" },
        ]}
      />

      <ReconciliationNotice issues={reconciliation} disputeStatus={intent.dispute_status} />

      {error && (
        <div role="status" className="mb-6 flex items-start gap-2 rounded-lg bg-red-50 px-4 py-3 text-sm text-danger ring-1 ring-danger/15 ring-inset">
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>
            <span className="font-medium">The last payment attempt failed.</span> {error.message}
            {error.decline_code && <code className="ml-1 font-mono text-xs">({error.decline_code})</code>}
          </p>
        </div>
      )}

      <div className="grid gap-6 xl:grid-cols-3">
        <div className="min-w-0 space-y-6 xl:col-span-2">
          <Card>
            <CardHeader
              title="Refunds"
              description={
                pending ? (
                  <span className="inline-flex items-center gap-1.5">
                    <Loader2 className="size-3.5 animate-spin" aria-hidden /> Settling with the card network…
                  </span>
                ) : (
                  "Refunds settle with the card network and then carry an acquirer reference number."
                )
              }
              actions={
                canRefund && (
                  <Button variant="secondary" size="sm" onClick={() => setDialog("refund")}>
                    <Undo2 aria-hidden /> Refund
                  </Button>
                )
              }
            />
            {refundsLoading ? (
              <div className="space-y-3 px-5 py-4">
                {Array.from({ length: 2 }, (_, i) => (
                  <Skeleton key={i} className="h-8 w-full" />
                ))}
              </div>
            ) : refundsError ? (
              <DataTableError error={refundsError} />
            ) : (
              <RefundsList refunds={refunds ?? []} />
            )}
          </Card>

          <Card>
            <CardHeader title="Timeline" description="Events of this payment and its refunds." />
            <EventTimeline objectIds={[id, ...(refunds ?? []).map((r) => r.refund_id)]} refreshKey={updatedAt} />
          </Card>
        </div>

        <div className="order-first grid content-start gap-6 md:grid-cols-2 xl:order-none xl:grid-cols-1">
          <Card>
            <CardHeader title="Amounts" />
            <CardContent>
              <AmountRows
                rows={[
                  { label: "Amount", amount: intent.amount },
                  { label: "Held (capturable)", amount: intent.amount_capturable, hideZero: intent.status !== "requires_capture" },
                  { label: "Captured", amount: intent.amount_received, testId: "payment-received" },
                  { label: "Refunded", amount: intent.amount_refunded, negative: true, testId: "payment-refunded" },
                  { label: "Net", amount: intent.amount_received - intent.amount_refunded, total: true, testId: "payment-net" },
                ]}
              />
            </CardContent>
          </Card>

          <Card>
            <CardHeader title="Details" />
            <CardContent className="py-1">
              <DescriptionList>
                <DescriptionItem label="Checkout session">
                  {intent.checkout_session ? (
                    <Link
                      href={`/dashboard/checkout-sessions/${intent.checkout_session}`}
                      title={intent.checkout_session}
                      className="block truncate font-mono text-[13px] text-accent hover:underline"
                    >
                      {intent.checkout_session}
                    </Link>
                  ) : (
                    none
                  )}
                </DescriptionItem>
                <DescriptionItem label="Customer">
                  {typeof intent.customer === "string" ? (
                    <Link
                      href={`/dashboard/customers/${intent.customer}`}
                      title={intent.customer}
                      className="block truncate font-mono text-[13px] text-accent hover:underline"
                    >
                      {intent.customer}
                    </Link>
                  ) : (
                    none
                  )}
                </DescriptionItem>
                <DescriptionItem label="Status">
                  <code className="font-mono text-[13px]">{intent.status}</code>
                </DescriptionItem>
                <DescriptionItem label="Charge">
                  {intent.latest_charge ? (
                    <code className="block truncate font-mono text-[13px]" title={intent.latest_charge}>
                      {intent.latest_charge}
                    </code>
                  ) : (
                    none
                  )}
                </DescriptionItem>
                <DescriptionItem label="Mode">{intent.test_mode ? "Test" : "Live"}</DescriptionItem>
                {Object.entries(intent.metadata).map(([k, v]) => (
                  <DescriptionItem key={k} label={<code className="font-mono text-[13px]">{k}</code>}>
                    <span className="font-mono text-[13px]">{typeof v === "string" ? v : JSON.stringify(v)}</span>
                  </DescriptionItem>
                ))}
              </DescriptionList>
            </CardContent>
          </Card>
        </div>
      </div>

      <RefundDialog
        open={dialog === "refund"}
        onOpenChange={(o) => setDialog(o ? "refund" : null)}
        refundable={refundable}
        received={intent.amount_received}
        description={`The money goes back to the ${CART_LABELS[intent.cart] === "Whole cart" ? "card" : CART_LABELS[intent.cart]} this payment was made with.`}
        onRefund={(body) => refund.mutateAsync(body)}
      />
      <ConfirmDialog
        open={dialog === "cancel"}
        onOpenChange={(o) => setDialog(o ? "cancel" : null)}
        title="Cancel this payment?"
        description={
          intent.status === "requires_capture"
            ? `The ${formatMoney(intent.amount_capturable)} held on the card is released and nothing is charged.`
            : "The payment can no longer be completed."
        }
        confirmLabel="Cancel payment"
        cancelLabel="Keep payment"
        tone="danger"
        pending={cancel.isPending}
        onConfirm={async () => {
          try {
            await cancel.mutateAsync();
            toast.success("Payment canceled");
            setDialog(null);
          } catch (e) {
            toast.error("Could not cancel the payment", { description: errorMessage(e) });
          }
        }}
      >
        {intent.checkout_session && (
          <p className="text-[13px] text-subtle">
            This payment is one part of checkout session{" "}
            <Link href={`/dashboard/checkout-sessions/${intent.checkout_session}`} className="font-mono text-accent hover:underline">
              {intent.checkout_session}
            </Link>
            . To cancel the whole order, cancel the session instead.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
