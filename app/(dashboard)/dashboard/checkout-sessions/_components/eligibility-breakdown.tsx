import { Money } from "@/components/money";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import type { CheckoutSession } from "@/lib/schemas/checkout-session";

/** What the items come to by HSA/FSA category (net of discounts), as bars. */
export function EligibilityBreakdown({ session }: { session: CheckoutSession }) {
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
              <div
                className={r.label === "Not eligible" ? "h-full rounded-full bg-info" : "h-full rounded-full bg-success"}
                style={{ width: `${(r.amount / max) * 100}%` }}
              />
            </div>
          </div>
        ))}
        {session.letter_of_medical_necessity_required && <p className="pt-1 text-xs text-warning">A letter of medical necessity is required for some items.</p>}
      </CardContent>
    </Card>
  );
}
