import { EligibilityBadge } from "@/components/payments/eligibility-badge";
import { Money } from "@/components/money";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { CheckoutSession } from "@/lib/schemas/checkout-session";

/** The session's lines with their eligibility and, once captured, how many units were taken. */
export function SessionLineItems({ session }: { session: CheckoutSession }) {
  const captured = session.captures.length > 0;
  return (
    <Table aria-label="Line items">
      <TableHeader>
        <TableRow>
          <TableHead>Item</TableHead>
          <TableHead>Eligibility</TableHead>
          <TableHead className="text-right">Qty</TableHead>
          <TableHead className="text-right">Unit price</TableHead>
          <TableHead className="text-right">Subtotal</TableHead>
          <TableHead className="text-right">Discount</TableHead>
          <TableHead className="text-right">Captured</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {session.line_items.map((l) => {
          const qc = l.quantity_captured;
          return (
            <TableRow key={l.line_id} data-testid="line-item">
              <TableCell>
                <p className="font-medium text-fg">{l.name}</p>
                <p className="font-mono text-xs text-subtle">{l.price}</p>
              </TableCell>
              <TableCell>
                <EligibilityBadge value={l.hsa_fsa_eligibility} eligible={l.eligible} />
              </TableCell>
              <TableCell className="text-right tabular-nums">{l.quantity}</TableCell>
              <TableCell className="text-right">
                <Money amount={l.unit_amount} />
              </TableCell>
              <TableCell className="text-right">
                <Money amount={l.amount_subtotal} />
              </TableCell>
              <TableCell className="text-right">
                {l.amount_discount ? (
                  <span className="tabular-nums">
                    −<Money amount={l.amount_discount} />
                  </span>
                ) : (
                  <span className="text-subtle">—</span>
                )}
              </TableCell>
              <TableCell className="text-right tabular-nums" data-testid="line-captured">
                {qc === undefined || !captured ? (
                  <span className="text-subtle">—</span>
                ) : qc < l.quantity ? (
                  <span className="font-medium text-warning" title={`${l.quantity - qc} released`}>
                    {qc} of {l.quantity}
                  </span>
                ) : (
                  <span className="font-medium text-success">
                    {qc} of {l.quantity}
                  </span>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
