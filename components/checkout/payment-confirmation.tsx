import { ArrowRight, Check, ChevronDown, CreditCard, FileCheck2, HeartPulse, Hourglass } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { formatMoney } from "@/lib/format";
import type { ShopperCheckout, ShopperPayment } from "@/lib/server/shopper/load-shopper-checkout";
import { CenteredShell } from "./centered-shell";
import { MerchantHeader } from "./merchant-header";
import { LineItems, Totals } from "./order-summary";

function cardLabel(p: ShopperPayment) {
  if (p.cart === "eligible" || p.hsaFsa) return "HSA/FSA card";
  if (p.cart === "non_eligible") return "Regular card";
  return "Card";
}

function PaymentRow({ payment }: { payment: ShopperPayment }) {
  const hsa = payment.cart === "eligible" || payment.hsaFsa;
  const brand = payment.brand ? payment.brand.charAt(0).toUpperCase() + payment.brand.slice(1) : null;
  return (
    <li className="flex items-center gap-3 py-3" data-testid="payment-row">
      <span
        className={`flex size-9 shrink-0 items-center justify-center rounded-lg ring-1 ring-inset ${hsa ? "bg-emerald-50 text-success ring-success/15" : "bg-slate-50 text-subtle ring-subtle/15"}`}
        aria-hidden
      >
        {hsa ? <HeartPulse className="size-4" /> : <CreditCard className="size-4" />}
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-fg">{cardLabel(payment)}</p>
        <p className="text-[13px] text-subtle">
          {brand ?? "Card"}
          {payment.last4 && (
            <>
              {" "}
              <span aria-hidden>••••</span> <span className="sr-only">ending in</span> {payment.last4}
            </>
          )}
          {!payment.captured && <> · authorized</>}
        </p>
      </div>
      <p className="text-sm font-semibold text-fg tabular-nums">{formatMoney(payment.amount)}</p>
    </li>
  );
}

/** A paid or complete session: what was paid, on which card, and what happens next. */
export function PaymentConfirmation({ checkout }: { checkout: ShopperCheckout }) {
  const setup = checkout.mode === "setup";
  const authorizedOnly = checkout.payments.some((p) => !p.captured);
  const paid = checkout.payments.reduce((s, p) => s + p.amount, 0);
  return (
    <CenteredShell header={<MerchantHeader merchantName={checkout.merchantName} testMode={checkout.testMode} />}>
      <div className="px-6 pt-8 pb-6 text-center sm:px-8">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-emerald-100 text-success ring-8 ring-emerald-50" aria-hidden>
          <Check className="size-6" strokeWidth={2.5} />
        </span>
        <h1 className="mt-5 text-xl font-semibold tracking-tight text-fg">
          {setup ? "Card saved" : checkout.subscription?.trial ? "Trial started" : checkout.subscription ? "Subscription started" : "Payment received"}
        </h1>
        <p className="mt-1.5 text-sm text-subtle">
          {setup
            ? `${checkout.merchantName} can now charge this card for your future orders.`
            : checkout.subscription
              ? `It renews automatically with ${checkout.merchantName}; your cards are kept for the renewals.`
              : `Thanks for your order with ${checkout.merchantName}.`}
        </p>
        {!setup && (
          <p className="mt-4 text-3xl font-semibold tracking-tight text-fg tabular-nums" data-testid="amount-paid">
            {formatMoney(paid || checkout.totals.total)}
          </p>
        )}
      </div>

      {checkout.payments.length > 0 && (
        <ul className="mx-6 divide-y divide-slate-100 border-y border-slate-100 sm:mx-8" aria-label="Cards charged">
          {checkout.payments.map((p) => (
            <PaymentRow key={p.cart} payment={p} />
          ))}
        </ul>
      )}

      <div className="space-y-3 px-6 py-5 sm:px-8">
        {checkout.lmnStatus === "approved" && (
          <p className="flex items-start gap-2.5 rounded-lg bg-emerald-50 px-3 py-2.5 text-[13px] text-success-strong ring-1 ring-success/15 ring-inset">
            <FileCheck2 className="mt-0.5 size-4 shrink-0" aria-hidden />
            Your letter of medical necessity is approved{checkout.testMode ? " (test mode approves it immediately)" : ""}.
          </p>
        )}
        {checkout.lmnStatus === "pending" && (
          <p className="flex items-start gap-2.5 rounded-lg bg-amber-50 px-3 py-2.5 text-[13px] text-warning-strong ring-1 ring-warning/20 ring-inset">
            <Hourglass className="mt-0.5 size-4 shrink-0" aria-hidden />A clinician is reviewing your answers for the letter of medical necessity. Your order
            completes once it is issued.
          </p>
        )}
        {authorizedOnly && <p className="text-[13px] text-subtle">Your card is authorized now; {checkout.merchantName} charges it when your order is ready.</p>}
        {!setup && checkout.lines.length > 0 && (
          <details className="group rounded-lg border border-slate-200 px-4 open:pb-4">
            <summary className="flex cursor-pointer list-none items-center justify-between py-3 text-sm font-medium text-fg-secondary [&::-webkit-details-marker]:hidden">
              Order details
              <span className="flex items-center gap-1.5 text-xs text-subtle">
                <span className="group-open:hidden">
                  {checkout.lines.length} {checkout.lines.length === 1 ? "item" : "items"}
                </span>
                <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden />
              </span>
            </summary>
            <LineItems checkout={checkout} compact />
            <div className="border-t border-slate-200 pt-3">
              <Totals checkout={{ ...checkout, split: null }} />
            </div>
          </details>
        )}
        {checkout.successUrl && (
          <a href={checkout.successUrl} className={buttonClasses({ className: "h-10 w-full justify-center" })}>
            Continue to {checkout.merchantName}
            <ArrowRight aria-hidden />
          </a>
        )}
        <p className="pt-1 text-center text-xs text-subtle">
          Reference <span className="font-mono">{checkout.id}</span>
        </p>
      </div>
    </CenteredShell>
  );
}
