import Link from "next/link";
import { CreditCard, HeartPulse, ShoppingBag, type LucideIcon } from "lucide-react";
import { AmountRows } from "@/components/payments/amount-rows";
import { Money } from "@/components/money";
import { PaymentStatusBadge } from "@/components/payments/payment-badges";
import { cn } from "@/components/ui/cn";
import type { CheckoutSession, CheckoutSessionCart } from "@/lib/schemas/checkout-session";
import type { PaymentIntent } from "@/lib/schemas/payment-intent";

/** A session paid by one card: its one cart with its payment intent. */
export function SingleCart({ session, intent }: { session: CheckoutSession; intent: PaymentIntent | null }) {
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

/** The two carts of a split cart side by side, each with its totals and its payment intent. */
export function SplitCart({ session, intents }: { session: CheckoutSession; intents: PaymentIntent[] }) {
  const split = session.split_cart!;
  const intentOf = (cart: CheckoutSessionCart, key: PaymentIntent["cart"]) =>
    (typeof cart.payment_intent === "object" && cart.payment_intent ? (cart.payment_intent as PaymentIntent) : null) ??
    intents.find((p) => p.cart === key) ??
    null;
  return (
    <div className="grid gap-4 md:grid-cols-2" data-testid="split-cart">
      <CartPanel
        testId="eligible-cart"
        title="Eligible cart"
        subtitle="HSA/FSA card"
        icon={HeartPulse}
        accent="emerald"
        cart={split.eligible_cart}
        intent={intentOf(split.eligible_cart, "eligible")}
        lines={session.line_items.filter((l) => l.eligible).length}
      />
      <CartPanel
        testId="non-eligible-cart"
        title="Non-eligible cart"
        subtitle="Regular card"
        icon={CreditCard}
        accent="sky"
        cart={split.non_eligible_cart}
        intent={intentOf(split.non_eligible_cart, "non_eligible")}
        lines={session.line_items.filter((l) => !l.eligible).length}
      />
    </div>
  );
}

const ACCENTS = {
  emerald: { icon: "bg-emerald-50 text-success ring-emerald-100", bar: "bg-success" },
  sky: { icon: "bg-sky-50 text-info ring-sky-100", bar: "bg-info" },
  slate: { icon: "bg-slate-100 text-subtle ring-slate-200", bar: "bg-icon" },
};

export function CartPanel({
  title,
  subtitle,
  icon: Icon,
  accent,
  cart,
  intent,
  lines,
  testId,
}: {
  title: string;
  subtitle: string;
  icon: LucideIcon;
  accent: keyof typeof ACCENTS;
  cart: Omit<CheckoutSessionCart, "payment_intent">;
  intent: PaymentIntent | null;
  lines?: number;
  testId?: string;
}) {
  const a = ACCENTS[accent];
  return (
    <section
      className="relative flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xs"
      aria-label={`${title} (${subtitle})`}
      data-testid={testId}
    >
      <span className={cn("absolute inset-x-0 top-0 h-0.5", a.bar)} aria-hidden />
      <header className="flex items-center justify-between gap-3 px-4 pt-4 pb-3">
        <div className="flex items-center gap-3">
          <span className={cn("flex size-9 items-center justify-center rounded-lg ring-1", a.icon)}>
            <Icon className="size-[18px]" aria-hidden />
          </span>
          <div>
            <h3 className="text-sm font-semibold text-fg">{subtitle}</h3>
            <p className="text-xs text-subtle">
              {title}
              {lines !== undefined && ` · ${lines} ${lines === 1 ? "line" : "lines"}`}
            </p>
          </div>
        </div>
        <Money amount={cart.amount_total} className="text-lg font-semibold text-fg" />
      </header>
      <div className="px-4 pb-4">
        <AmountRows
          rows={[
            { label: "Subtotal", amount: cart.amount_subtotal },
            { label: "Discount", amount: cart.amount_discount, negative: true },
            { label: "Shipping", amount: cart.amount_shipping },
            { label: "Tax", amount: cart.amount_tax },
            { label: "Fees", amount: cart.amount_fee ?? 0, hideZero: true },
            { label: "Total", amount: cart.amount_total, total: true, testId: "cart-total" },
          ]}
        />
      </div>
      <footer className="mt-auto border-t border-slate-100 bg-slate-50/60 px-4 py-3">
        {intent ? <IntentSummary intent={intent} /> : <p className="text-[13px] text-subtle">No payment intent.</p>}
      </footer>
    </section>
  );
}

/** Status, amount, captured and refunded of one intent, linking to it. */
export function IntentSummary({ intent }: { intent: PaymentIntent }) {
  return (
    <div className="space-y-2" data-testid="cart-intent">
      <div className="flex items-center justify-between gap-2">
        <Link href={`/dashboard/payments/${intent.payment_intent_id}`} className="truncate font-mono text-xs text-muted hover:text-accent hover:underline">
          {intent.payment_intent_id}
        </Link>
        <PaymentStatusBadge intent={intent} />
      </div>
      <dl className="grid grid-cols-3 gap-2 text-xs">
        <div>
          <dt className="text-subtle">Amount</dt>
          <dd className="mt-0.5 font-medium text-fg">
            <Money amount={intent.amount} />
          </dd>
        </div>
        <div>
          <dt className="text-subtle">Captured</dt>
          <dd className="mt-0.5 font-medium text-fg" data-testid="intent-captured">
            <Money amount={intent.amount_received} />
          </dd>
        </div>
        <div>
          <dt className="text-subtle">Refunded</dt>
          <dd className="mt-0.5 font-medium text-fg" data-testid="intent-refunded">
            <Money amount={intent.amount_refunded} />
          </dd>
        </div>
      </dl>
    </div>
  );
}
