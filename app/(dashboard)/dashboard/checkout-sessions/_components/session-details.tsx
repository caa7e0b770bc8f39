import Link from "next/link";
import { ExternalLink } from "lucide-react";
import { DateTime } from "@/components/date-time";
import { AmountRows } from "@/components/payments/amount-rows";
import { FieldGrid, none } from "@/components/resource/field-grid";
import { statusLabel } from "@/components/status-badge";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { DescriptionItem, DescriptionList } from "@/components/ui/description-list";
import type { CheckoutSession } from "@/lib/schemas/checkout-session";

const ORIGIN_LABELS: Record<string, string> = {
  api: "API",
  dashboard: "Dashboard",
  shopify: "Shopify",
  woocommerce: "WooCommerce",
  bigcommerce: "BigCommerce",
};

/** The key facts under the header. */
export function SessionOverview({ session, email }: { session: CheckoutSession; email: string | null }) {
  return (
    <FieldGrid
      fields={[
        { label: "Created", value: <DateTime value={session.created_at} format="datetime" /> },
        { label: "Customer", value: email },
        { label: "Reference", value: session.client_reference_id },
        { label: "Capture", value: session.capture_method === "manual" ? "Manual" : "Automatic" },
        {
          label: "HSA/FSA",
          value: session.hsa_fsa_eligible ? (
            <Badge tone="green">{session.letter_of_medical_necessity_required ? "Eligible · LMN" : "Eligible"}</Badge>
          ) : (
            <Badge tone="neutral">Not eligible</Badge>
          ),
        },
      ]}
    />
  );
}

/** What the order comes to, then what was received and refunded. */
export function SessionTotals({ session }: { session: CheckoutSession }) {
  return (
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
  );
}

/** Customer, reference, mode, origin, expiry, the hosted page and metadata. */
export function SessionDetailsCard({ session, email }: { session: CheckoutSession; email: string | null }) {
  return (
    <Card>
      <CardHeader title="Details" />
      <CardContent className="py-1">
        <DescriptionList>
          <DescriptionItem label="Customer">
            {typeof session.customer === "object" && session.customer ? (
              <Link href={`/dashboard/customers/${String(session.customer.customer_id)}`} className="text-accent hover:underline">
                {email ?? String(session.customer.customer_id)}
              </Link>
            ) : typeof session.customer === "string" ? (
              <Link href={`/dashboard/customers/${session.customer}`} className="font-mono text-[13px] text-accent hover:underline">
                {session.customer}
              </Link>
            ) : (
              (email ?? none)
            )}
          </DescriptionItem>
          <DescriptionItem label="Reference">{session.client_reference_id ?? none}</DescriptionItem>
          <DescriptionItem label="Mode">{statusLabel(session.mode)}</DescriptionItem>
          <DescriptionItem label="Origin">{ORIGIN_LABELS[session.origin] ?? session.origin}</DescriptionItem>
          <DescriptionItem label="Expires">
            <DateTime value={session.expires_at} format="datetime" />
          </DescriptionItem>
          <DescriptionItem label="Checkout page">
            <a
              href={session.redirect_url}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 text-accent hover:underline"
              title={session.redirect_url}
            >
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
  );
}
