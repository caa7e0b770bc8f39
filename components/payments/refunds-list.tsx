"use client";

import Link from "next/link";
import { Loader2, Undo2 } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { Money } from "@/components/money";
import { StatusBadge } from "@/components/status-badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { REFUND_REASON_LABELS } from "@/lib/client/resources/refunds";
import type { PaymentIntent } from "@/lib/schemas/payment-intent";
import type { Refund } from "@/lib/schemas/refund";
import { CartBadge } from "./payment-badges";
import { ShortDateTime } from "./short-date-time";

export type RefundsListProps = {
  refunds: Refund[];
  /** Cart of each intent, to say which card a refund went back to. */
  carts?: Map<string, PaymentIntent["cart"]>;
  /** Link each refund's card to its payment intent (off on the intent's own page). */
  linkIntents?: boolean;
};

/** Refunds, newest first, with their settlement status and acquirer reference number. */
export function RefundsList({ refunds, carts, linkIntents = true }: RefundsListProps) {
  if (!refunds.length) {
    return <EmptyState icon={Undo2} title="No refunds" description="Refunds you issue appear here with their settlement status." className="py-10" />;
  }
  const sorted = [...refunds].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return (
    <Table aria-label="Refunds">
      <TableHeader>
        <TableRow>
          <TableHead>Amount</TableHead>
          <TableHead>Status and reference</TableHead>
          {carts && <TableHead>Card</TableHead>}
          <TableHead className="text-right">Created</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {sorted.map((r) => {
          const cart = carts?.get(r.payment_intent_id);
          return (
            <TableRow key={r.refund_id} data-testid="refund-row" data-refund-id={r.refund_id} data-status={r.status}>
              <TableCell className="py-2">
                <Money amount={r.amount} className="font-medium text-fg" />
                <p className="text-xs text-subtle">{r.reason ? REFUND_REASON_LABELS[r.reason] : "No reason given"}</p>
              </TableCell>
              <TableCell className="py-2">
                <span className="inline-flex items-center gap-1.5">
                  <StatusBadge status={r.status} />
                  {r.status === "pending" && <Loader2 className="size-3.5 animate-spin text-icon" aria-label="Settling" />}
                </span>
                <p className="mt-0.5 text-xs whitespace-nowrap text-subtle">
                  {r.reference_id ? (
                    <>
                      <abbr title="Acquirer reference number" className="no-underline">
                        ARN
                      </abbr>{" "}
                      <code className="font-mono text-fg-secondary" data-testid="refund-arn">
                        {r.reference_id}
                      </code>
                    </>
                  ) : r.status === "pending" ? (
                    "Awaiting settlement"
                  ) : (
                    "No reference number"
                  )}
                </p>
              </TableCell>
              {carts && (
                <TableCell>
                  {cart ? (
                    linkIntents ? (
                      <Link href={`/dashboard/payments/${r.payment_intent_id}`} title={r.payment_intent_id} className="hover:opacity-80">
                        <CartBadge cart={cart} />
                      </Link>
                    ) : (
                      <CartBadge cart={cart} />
                    )
                  ) : (
                    <Link href={`/dashboard/payments/${r.payment_intent_id}`} className="font-mono text-xs text-accent hover:underline">
                      {r.payment_intent_id}
                    </Link>
                  )}
                </TableCell>
              )}
              <TableCell className="text-right">
                <ShortDateTime value={r.created_at} className="whitespace-nowrap text-subtle" />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
