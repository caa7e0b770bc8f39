"use client";

import { useState } from "react";
import Link from "next/link";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Ban, ExternalLink, Loader2, PackageCheck, ShieldAlert, ShoppingBag, Undo2 } from "lucide-react";
import { toast } from "sonner";
import { DateTime } from "@/components/date-time";
import { EmptyState } from "@/components/empty-state";
import { Money } from "@/components/money";
import { PageHeader } from "@/components/page-header";
import { CopyableId } from "@/components/resource/copyable-id";
import { FieldGrid, none } from "@/components/resource/field-grid";
import { ResourceDetail } from "@/components/resource/resource-detail";
import { AmountRows } from "@/components/payments/amount-rows";
import { EventTimeline } from "@/components/payments/event-timeline";
import { SessionStatusBadge, SplitCartBadge } from "@/components/payments/payment-badges";
import { RefundDialog } from "@/components/payments/refund-dialog";
import { RefundsList } from "@/components/payments/refunds-list";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DescriptionItem, DescriptionList } from "@/components/ui/description-list";
import { errorMessage, type ApiClientError } from "@/lib/client/api";
import { formatDateTime, formatMoney } from "@/lib/format";
import {
  checkoutSessionKeys,
  checkoutSessionsResource,
  sessionEmail,
  sessionIntents,
  type CaptureRequest,
  type SessionRefundRequest,
} from "@/lib/client/resources/checkout-sessions";
import { eventKeys } from "@/lib/client/resources/events";
import { paymentIntentKeys } from "@/lib/client/resources/payment-intents";
import { hasPendingRefund, PENDING_REFUND_POLL_MS, refundKeys } from "@/lib/client/resources/refunds";
import { statusLabel } from "@/components/status-badge";
import type { CheckoutSession } from "@/lib/schemas/checkout-session";
import type { PaymentIntent } from "@/lib/schemas/payment-intent";
import { CaptureDialog } from "./capture-dialog";
import { SessionCaptures } from "./session-captures";
import { SessionLineItems } from "./session-line-items";
import { CartPanel, SplitCart } from "./split-cart";

const BACK = { href: "/dashboard/checkout-sessions", label: "Checkout sessions" };
const ORIGIN_LABELS: Record<string, string> = { api: "API", dashboard: "Dashboard", shopify: "Shopify", woocommerce: "WooCommerce", bigcommerce: "BigCommerce" };

/** The session, refetched every second while a refund is settling. */
function useCheckoutSession(id: string) {
  return useQuery<CheckoutSession, ApiClientError>({
    queryKey: checkoutSessionKeys.detail(id),
    queryFn: ({ signal }) => checkoutSessionsResource.retrieve(id, signal),
    refetchInterval: (query) => (hasPendingRefund(query.state.data?.refunds) ? PENDING_REFUND_POLL_MS : false),
  });
}

/** A write on the session: afterwards every payments view reads fresh data. */
function useSessionAction<V>(fn: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiClientError, V>({
    mutationFn: fn,
    onSettled: () =>
      Promise.all(
        [checkoutSessionKeys.all, paymentIntentKeys.all, refundKeys.all, eventKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

export function CheckoutSessionDetail({ id }: { id: string }) {
  const query = useCheckoutSession(id);
  return <ResourceDetail query={query} id={id} noun="checkout session" back={BACK}>{(session) => <SessionView session={session} updatedAt={query.dataUpdatedAt} />}</ResourceDetail>;
}

function SessionView({ session, updatedAt }: { session: CheckoutSession; updatedAt: number }) {
  const id = session.checkout_session_id;
  const intents = sessionIntents(session);
  const [dialog, setDialog] = useState<"capture" | "refund" | "cancel" | null>(null);
  const capture = useSessionAction((body: CaptureRequest) => checkoutSessionsResource.capture(id, body));
  const refund = useSessionAction((body: SessionRefundRequest) => checkoutSessionsResource.refund(id, body));
  const cancel = useSessionAction(() => checkoutSessionsResource.cancel(id));

  const refundable = session.amount_received - session.amount_refunded;
  const canCapture = session.status === "paid" && session.capture_method === "manual" && intents.some((p) => p.status === "requires_capture");
  const canRefund = refundable > 0 && intents.some((p) => p.status === "succeeded");
  const canCancel = session.status === "open" || (session.status === "paid" && !intents.some((p) => p.status === "succeeded"));
  const held = intents.reduce((s, p) => s + p.amount_capturable, 0);
  const pendingRefund = hasPendingRefund(session.refunds);
  const carts = new Map(intents.map((p) => [p.payment_intent_id, p.cart]));
  const email = sessionEmail(session);

  return (
    <>
      <PageHeader
        back={BACK}
        requestsFor={id}
        title={<Money amount={session.amount_total} />}
        meta={
          <span className="flex items-center gap-2">
            <span data-testid="session-status"><SessionStatusBadge status={session.status} /></span>
            {session.split_cart && <SplitCartBadge />}
          </span>
        }
        description={<CopyableId id={id} label="Copy session ID" />}
        actions={
          <>
            {canCancel && (
              <Button variant="secondary" onClick={() => setDialog("cancel")}>
                <Ban aria-hidden /> Cancel session
              </Button>
            )}
            {canRefund && (
              <Button variant={canCapture ? "secondary" : "primary"} onClick={() => setDialog("refund")}>
                <Undo2 aria-hidden /> Refund
              </Button>
            )}
            {canCapture && (
              <Button onClick={() => setDialog("capture")}>
                <PackageCheck aria-hidden /> Capture
              </Button>
            )}
          </>
        }
      />

      <Overview session={session} email={email} />

      {session.payment_attempts_paused_until !== null && session.payment_attempts_paused_until * 1000 > updatedAt && (
        <div className="mb-6 flex items-start gap-3 rounded-lg bg-red-50 px-4 py-3 text-sm text-danger-strong ring-1 ring-danger/20 ring-inset" role="status" data-testid="attempts-paused">
          <ShieldAlert className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden />
          <p>
            <span className="font-medium">Payment attempts paused until {formatDateTime(new Date(session.payment_attempts_paused_until * 1000))}.</span> Too many cards were
            declined on this checkout&apos;s page, a sign of card testing. The shopper can try again after that, or you can cancel the session.
          </p>
        </div>
      )}

      {canCapture && (
        <div className="mb-6 flex items-start gap-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-warning-strong ring-1 ring-warning/20 ring-inset" role="status">
          <PackageCheck className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
          <p>
            <span className="font-medium"><Money amount={held} /> is authorized and waiting to be captured.</span> Capture what you ship; the rest is released to the shopper.
          </p>
        </div>
      )}

      <div className="mb-6 grid gap-6 xl:grid-cols-3">
        <div className="min-w-0 xl:col-span-2">
          <section aria-labelledby="carts-heading">
            <div className="mb-3 flex items-baseline justify-between">
              <h2 id="carts-heading" className="text-[15px] font-semibold text-fg">{session.split_cart ? "Split cart" : "Payment"}</h2>
              {session.split_cart && <p className="text-[13px] text-subtle">Eligible items on the HSA/FSA card, the rest on a regular card.</p>}
            </div>
            {session.split_cart ? (
              <SplitCart session={session} intents={intents} />
            ) : (
              <SingleCart session={session} intent={intents[0] ?? null} />
            )}
          </section>
        </div>
        <div className="xl:pt-8">
          <Card>
            <CardHeader title="Totals" />
            <CardContent>
              <AmountRows
                rows={[
                  { label: "Subtotal", amount: session.amount_subtotal },
                  { label: "Discount", amount: session.total_details.amount_discount, negative: true },
                  { label: "Shipping", amount: session.total_details.amount_shipping },
                  { label: "Tax", amount: session.total_details.amount_tax },
                  { label: "Fees", amount: session.total_details.amount_fee },
                  { label: "Total", amount: session.amount_total, total: true, testId: "session-total" },
                ]}
              />
              <AmountRows
                className="mt-4 border-t border-dashed border-slate-200 pt-3"
                rows={[
                  { label: "Received", amount: session.amount_received, testId: "session-received" },
                  { label: "Refunded", amount: session.amount_refunded, negative: true, testId: "session-refunded" },
                  { label: "Net", amount: session.amount_received - session.amount_refunded, total: true, testId: "session-net" },
                ]}
              />
            </CardContent>
          </Card>
        </div>
      </div>

      <Card>
        <CardHeader title="Line items" description={`${session.line_items.length} ${session.line_items.length === 1 ? "line" : "lines"} · ${session.capture_method === "manual" ? "manual capture" : "automatic capture"}`} />
        {session.line_items.length ? <SessionLineItems session={session} /> : <EmptyState icon={ShoppingBag} title="No line items" className="py-10" />}
      </Card>

      <div className="mt-6 grid gap-6 xl:grid-cols-3">
        <div className="min-w-0 space-y-6 xl:col-span-2">
          <Card>
            <CardHeader title="Captures" />
            <SessionCaptures session={session} intents={intents} />
          </Card>

          <Card>
            <CardHeader
              title="Refunds"
              description={pendingRefund ? <span className="inline-flex items-center gap-1.5"><Loader2 className="size-3.5 animate-spin" aria-hidden /> Settling with the card network…</span> : "Refunds go back to the HSA/FSA card first, then the regular card."}
              actions={canRefund && <Button variant="secondary" size="sm" onClick={() => setDialog("refund")}><Undo2 aria-hidden /> Refund</Button>}
            />
            <RefundsList refunds={session.refunds} carts={carts} />
          </Card>

          <Card>
            <CardHeader title="Timeline" description="Everything that happened to this session, its payments and refunds." />
            <EventTimeline
              objectIds={[id, ...intents.map((p) => p.payment_intent_id), ...session.captures.map((c) => c.capture_id), ...session.refunds.map((r) => r.refund_id)]}
              refreshKey={updatedAt}
            />
          </Card>
        </div>

        <div className="grid content-start gap-6 md:grid-cols-2 xl:grid-cols-1">
          <EligibilityBreakdown session={session} />

          <Card>
            <CardHeader title="Details" />
            <CardContent className="py-1">
              <DescriptionList>
                <DescriptionItem label="Customer">
                  {typeof session.customer === "object" && session.customer ? (
                    <Link href={`/dashboard/customers/${String(session.customer.customer_id)}`} className="text-accent hover:underline">{email ?? String(session.customer.customer_id)}</Link>
                  ) : typeof session.customer === "string" ? (
                    <Link href={`/dashboard/customers/${session.customer}`} className="font-mono text-[13px] text-accent hover:underline">{session.customer}</Link>
                  ) : (
                    email ?? none
                  )}
                </DescriptionItem>
                <DescriptionItem label="Reference">{session.client_reference_id ?? none}</DescriptionItem>
                <DescriptionItem label="Mode">{statusLabel(session.mode)}</DescriptionItem>
                <DescriptionItem label="Origin">{ORIGIN_LABELS[session.origin] ?? session.origin}</DescriptionItem>
                <DescriptionItem label="Expires"><DateTime value={session.expires_at} format="datetime" /></DescriptionItem>
                <DescriptionItem label="Checkout page">
                  <a href={session.redirect_url} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-accent hover:underline" title={session.redirect_url}>
                    Open hosted page <ExternalLink className="size-3.5" aria-hidden />
                  </a>
                </DescriptionItem>
                {Object.entries(session.metadata).map(([k, v]) => (
                  <DescriptionItem key={k} label={<code className="font-mono text-[13px]">{k}</code>}>
                    <span className="font-mono text-[13px]">{typeof v === "string" ? v : JSON.stringify(v)}</span>
                  </DescriptionItem>
                ))}
              </DescriptionList>
            </CardContent>
          </Card>
        </div>
      </div>

      <CaptureDialog open={dialog === "capture"} onOpenChange={(o) => setDialog(o ? "capture" : null)} session={session} intents={intents} onCapture={(body) => capture.mutateAsync(body)} />
      <RefundDialog
        open={dialog === "refund"}
        onOpenChange={(o) => setDialog(o ? "refund" : null)}
        refundable={refundable}
        received={session.amount_received}
        description={session.split_cart ? "Refunds go back to the HSA/FSA card first, then to the regular card." : "The money goes back to the card the shopper paid with."}
        onRefund={(body) => refund.mutateAsync(body)}
      />
      <ConfirmDialog
        open={dialog === "cancel"}
        onOpenChange={(o) => setDialog(o ? "cancel" : null)}
        title="Cancel this checkout session?"
        description={
          session.status === "paid"
            ? `The ${formatMoney(held)} held on the shopper's ${intents.length > 1 ? "cards is" : "card is"} released and nothing is charged.`
            : "The shopper can no longer pay on the checkout page."
        }
        confirmLabel="Cancel session"
        cancelLabel="Keep session"
        tone="danger"
        pending={cancel.isPending}
        onConfirm={async () => {
          try {
            await cancel.mutateAsync(undefined);
            toast.success("Checkout session canceled");
            setDialog(null);
          } catch (e) {
            toast.error("Could not cancel the session", { description: errorMessage(e) });
          }
        }}
      />
    </>
  );
}

/** The key facts under the header. */
function Overview({ session, email }: { session: CheckoutSession; email: string | null }) {
  return (
    <FieldGrid
      fields={[
        { label: "Created", value: <DateTime value={session.created_at} format="datetime" /> },
        { label: "Customer", value: email },
        { label: "Reference", value: session.client_reference_id },
        { label: "Capture", value: session.capture_method === "manual" ? "Manual" : "Automatic" },
        {
          label: "HSA/FSA",
          value: session.hsa_fsa_eligible ? <Badge tone="green">{session.letter_of_medical_necessity_required ? "Eligible · LMN" : "Eligible"}</Badge> : <Badge tone="neutral">Not eligible</Badge>,
        },
      ]}
    />
  );
}

function SingleCart({ session, intent }: { session: CheckoutSession; intent: PaymentIntent | null }) {
  const eligible = intent?.cart === "eligible";
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <CartPanel
        title={eligible ? "Eligible cart" : "Whole cart"}
        subtitle={eligible ? "HSA/FSA card" : "Card payment"}
        icon={ShoppingBag}
        accent={eligible ? "emerald" : "slate"}
        cart={{
          amount_subtotal: session.amount_subtotal,
          amount_discount: session.total_details.amount_discount,
          amount_shipping: session.total_details.amount_shipping,
          amount_tax: session.total_details.amount_tax,
          amount_fee: session.total_details.amount_fee,
          amount_total: session.amount_total,
        }}
        intent={intent}
        lines={session.line_items.length}
      />
    </div>
  );
}

function EligibilityBreakdown({ session }: { session: CheckoutSession }) {
  const td = session.total_details;
  const eligibleNet = session.line_items.filter((l) => l.eligible).reduce((s, l) => s + l.amount_subtotal - l.amount_discount, 0);
  const notEligible = session.line_items.filter((l) => !l.eligible).reduce((s, l) => s + l.amount_subtotal - l.amount_discount, 0);
  const categorized = td.amount_iias + td.amount_vision + td.amount_prescription + td.amount_service;
  const rows = [
    { label: "IIAS (auto-substantiation)", amount: td.amount_iias },
    { label: "Prescription", amount: td.amount_prescription },
    { label: "Vision", amount: td.amount_vision },
    { label: "Medical services", amount: td.amount_service },
    { label: "Other eligible (LMN, private label)", amount: Math.max(0, eligibleNet - categorized) },
  ];
  const max = Math.max(1, ...rows.map((r) => r.amount), notEligible);
  return (
    <Card>
      <CardHeader title="By eligibility" description="Items net of discounts, before shipping and tax." />
      <CardContent className="space-y-2.5" data-testid="eligibility-breakdown">
        {[...rows, { label: "Not eligible", amount: notEligible }].map((r) => (
          <div key={r.label}>
            <div className="flex items-baseline justify-between gap-3 text-[13px]">
              <span className={r.amount ? "text-muted" : "text-subtle"}>{r.label}</span>
              <Money amount={r.amount} className={r.amount ? "font-medium text-fg" : "text-subtle"} />
            </div>
            <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-100">
              <div className={r.label === "Not eligible" ? "h-full rounded-full bg-info" : "h-full rounded-full bg-success"} style={{ width: `${(r.amount / max) * 100}%` }} />
            </div>
          </div>
        ))}
        {session.letter_of_medical_necessity_required && (
          <p className="pt-1 text-xs text-warning">A letter of medical necessity is required for some items.</p>
        )}
      </CardContent>
    </Card>
  );
}
