import { Package } from "lucide-react";
import { formatMoney } from "@/lib/format";
import type { PublicPaymentLink } from "@/lib/server/services/payment-links/get-public-payment-link";

/** What a payment link sells, before the checkout starts. */
export function PaymentLinkSummary({ link }: { link: PublicPaymentLink }) {
  const total = link.subtotal + link.shipping + link.tax;
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-sm font-medium text-muted">Amount due</h1>
        <p className="mt-1 text-3xl font-semibold tracking-tight text-fg tabular-nums" data-testid="link-total">
          {formatMoney(total)}
        </p>
      </div>
      <ul className="divide-y divide-slate-200/70 border-y border-slate-200/70" aria-label="Items">
        {link.lines.map((line, i) => (
          <li key={i} className="flex gap-3 py-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white text-subtle shadow-xs ring-1 ring-slate-200" aria-hidden>
              <Package className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <div className="flex items-start justify-between gap-3">
                <p className="text-sm font-medium text-fg">{line.name}</p>
                <p className="shrink-0 text-sm font-medium text-fg tabular-nums">{formatMoney(line.amount)}</p>
              </div>
              <p className="mt-0.5 text-[13px] text-muted">
                Qty {line.quantity}
                {line.quantity > 1 && <> · {formatMoney(line.unitAmount)} each</>}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {(link.shipping > 0 || link.tax > 0 || link.allowPromotionCodes) && (
        <p className="text-[13px] text-muted">
          {[link.shipping > 0 && `Includes ${formatMoney(link.shipping)} shipping`, link.tax > 0 && `${formatMoney(link.tax)} tax`]
            .filter(Boolean)
            .join(" and ")}
          {(link.shipping > 0 || link.tax > 0) && ". "}
          {link.allowPromotionCodes && "You can enter a promo code on the next step."}
        </p>
      )}
    </div>
  );
}
