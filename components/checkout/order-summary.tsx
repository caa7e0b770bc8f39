import { Package } from "lucide-react";
import { cn } from "@/components/ui/cn";
import { formatMoney } from "@/lib/format";
import type { ShopperCheckout } from "@/lib/server/shopper/load-shopper-checkout";
import { EligibilityBadge } from "./eligibility-badge";

function Row({ label, amount, className, negative }: { label: React.ReactNode; amount: number; className?: string; negative?: boolean }) {
  return (
    <div className={cn("flex items-baseline justify-between gap-4", className)}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{negative && amount > 0 ? `−${formatMoney(amount)}` : formatMoney(amount)}</dd>
    </div>
  );
}

export function LineItems({ checkout, compact = false }: { checkout: ShopperCheckout; compact?: boolean }) {
  return (
    <ul className="divide-y divide-slate-200/70" aria-label="Items">
      {checkout.lines.map((line) => (
        <li key={line.id} className={cn("flex gap-3", compact ? "py-3" : "py-4")} data-testid="line-item">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-white text-icon shadow-xs ring-1 ring-slate-200" aria-hidden>
            <Package className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex items-start justify-between gap-3">
              <p className="text-sm font-medium text-fg">{line.name}</p>
              <p className="shrink-0 text-sm font-medium text-fg tabular-nums">{formatMoney(line.amountSubtotal)}</p>
            </div>
            <p className="mt-0.5 text-[13px] text-subtle">
              Qty {line.quantity}
              {line.quantity > 1 && <> · {formatMoney(line.unitAmount)} each</>}
            </p>
            {line.eligible ? (
              <div className="mt-1.5">
                <EligibilityBadge eligibility={line.eligibility} />
              </div>
            ) : checkout.hsaFsaEligible ? (
              <p className="mt-1.5 text-xs text-subtle">Not HSA/FSA eligible</p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

export function Totals({ checkout }: { checkout: ShopperCheckout }) {
  const t = checkout.totals;
  return (
    <dl className="space-y-2.5 text-sm text-muted">
      <Row label="Subtotal" amount={t.subtotal} className="font-medium text-fg" />
      {t.discount > 0 && <Row label="Discount" amount={t.discount} negative className="text-success" />}
      {checkout.showShipping && <Row label="Shipping" amount={t.shipping} />}
      {checkout.showTax && <Row label="Tax" amount={t.tax} />}
      {t.fees.map((fee, i) => (
        <Row key={i} label={fee.name} amount={fee.amount} />
      ))}
      <Row label="Total due" amount={t.total} className="border-t border-slate-200 pt-3 text-base font-semibold text-fg" />
      {checkout.split && (
        <div className="mt-1 space-y-1.5 rounded-lg bg-white/70 px-3 py-2.5 text-[13px] ring-1 ring-slate-200" data-testid="split-summary">
          <Row label="HSA/FSA card pays" amount={checkout.split.eligible} />
          <Row label="Regular card pays" amount={checkout.split.nonEligible} />
        </div>
      )}
    </dl>
  );
}

/** The left column: merchant, amount due, the lines and how the total adds up. */
export function OrderSummary({ checkout }: { checkout: ShopperCheckout }) {
  if (checkout.mode === "setup") {
    return (
      <div>
        <h1 className="text-[15px] font-medium text-subtle">Save a card with {checkout.merchantName}</h1>
        <p className="mt-1 text-2xl font-semibold tracking-tight text-fg">Nothing is charged now</p>
        <p className="mt-2 text-sm text-subtle">{checkout.merchantName} keeps the card for your future orders.</p>
      </div>
    );
  }
  return (
    <div>
      <h1 className="text-[15px] font-medium text-subtle">
        {checkout.subscription ? `Subscribe to ${checkout.merchantName}` : `Pay ${checkout.merchantName}`}
      </h1>
      <p className="mt-1 text-4xl font-semibold tracking-tight text-fg tabular-nums" data-testid="amount-due">
        {checkout.subscription?.trial ? "Free trial" : formatMoney(checkout.totals.total)}
      </p>
      {checkout.subscription && (
        <p className="mt-1 text-sm text-subtle" data-testid="renewal-note">
          {checkout.subscription.trial
            ? `Nothing is charged today; then ${formatMoney(checkout.totals.total)} each period when the trial ends. Cancel any time.`
            : "Renews automatically each period, on the same cards. Cancel any time."}
        </p>
      )}
      <div className="mt-6 lg:mt-8">
        <LineItems checkout={checkout} />
      </div>
      <div className="mt-2 border-t border-slate-200 pt-4">
        <Totals checkout={checkout} />
      </div>
    </div>
  );
}
