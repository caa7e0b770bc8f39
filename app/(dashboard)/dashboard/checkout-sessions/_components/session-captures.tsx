import { PackageCheck } from "lucide-react";
import { DateTime } from "@/components/date-time";
import { EmptyState } from "@/components/empty-state";
import { Money } from "@/components/money";
import { CartBadge } from "@/components/payments/payment-badges";
import { Table, TableBody, TableCell, TableRow } from "@/components/ui/table";
import type { CheckoutSession } from "@/lib/schemas/checkout-session";
import type { PaymentIntent } from "@/lib/schemas/payment-intent";

/** Each capture with what it took per line and card, plus its shipping, tax and discount. */
export function SessionCaptures({ session, intents }: { session: CheckoutSession; intents: PaymentIntent[] }) {
  if (!session.captures.length) {
    const text =
      session.capture_method === "manual"
        ? session.status === "paid"
          ? "This session is authorized and waits for you to capture it."
          : "Nothing has been captured."
        : "Automatic capture: the payment is captured when the shopper pays.";
    return <EmptyState icon={PackageCheck} title="No captures" description={text} className="py-10" />;
  }
  const lineName = (price: string) => session.line_items.find((l) => l.price === price)?.name ?? price;
  const cartOf = (pi: string) => intents.find((p) => p.payment_intent_id === pi)?.cart;
  return (
    <ul className="divide-y divide-slate-100">
      {session.captures.map((c) => (
        <li key={c.capture_id} className="px-5 py-4" data-testid="capture">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <div className="flex items-baseline gap-2">
              <Money amount={c.amount_captured} className="text-base font-semibold text-fg" />
              <span className="text-[13px] text-subtle">captured</span>
            </div>
            <span className="text-xs text-subtle">
              <code className="font-mono">{c.capture_id}</code> · <DateTime value={c.created_at} format="datetime" />
            </span>
          </div>
          <Table className="mt-3 text-[13px]">
            <TableBody>
              {c.items.map((item) => {
                const cart = cartOf(item.payment_intent);
                return (
                  <TableRow key={item.capture_item_id}>
                    <TableCell className="h-auto px-0 py-1.5">
                      {item.quantity} × {lineName(item.price)}
                    </TableCell>
                    <TableCell className="h-auto px-0 py-1.5">{cart && <CartBadge cart={cart} />}</TableCell>
                    <TableCell className="h-auto px-0 py-1.5 text-right text-fg">
                      <Money amount={item.amount_captured} />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-subtle">
            <span>
              Shipping <Money amount={c.amount_shipping_captured} className="text-fg-secondary" />
            </span>
            <span>
              Tax <Money amount={c.amount_tax_captured} className="text-fg-secondary" />
            </span>
            <span>
              Discount <Money amount={c.amount_discount_captured} className="text-fg-secondary" />
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}
