"use client";

import Link from "next/link";
import { ExternalLink, Link2, Pencil } from "lucide-react";
import { toast } from "sonner";
import { ActiveBadge } from "@/components/catalogue/active-badge";
import { ActiveToggle } from "@/components/catalogue/active-toggle";
import { EligibilityBadge } from "@/components/catalogue/eligibility-badge";
import { priceAmountText } from "@/components/catalogue/labels";
import { MetadataCard } from "@/components/catalogue/metadata";
import { CopyButton } from "@/components/copy-button";
import { DateTime } from "@/components/date-time";
import { Money } from "@/components/money";
import { PageHeader } from "@/components/page-header";
import { CopyableId } from "@/components/resource/copyable-id";
import { none } from "@/components/resource/field-grid";
import { ResourceDetail } from "@/components/resource/resource-detail";
import { ResourceIcon } from "@/components/resource/resource-icon";
import { Badge } from "@/components/ui/badge";
import { buttonClasses } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { DescriptionItem, DescriptionList } from "@/components/ui/description-list";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { errorMessage } from "@/lib/client/api";
import { paymentLinksResource } from "@/lib/client/resources/payment-links";
import { priceProductId } from "@/lib/client/resources/prices";
import { useResourceDetail, useUpdateResource } from "@/lib/client/use-resource";
import type { PaymentLink } from "@/lib/schemas/payment-link";
import { linesSummary, linesTotal, useResolvedLines } from "./link-lines";

const BACK = { href: "/dashboard/payment-links", label: "Payment links" };
const ORIGIN_LABELS: Record<PaymentLink["origin"], string> = {
  api: "API",
  dashboard: "Dashboard",
  shopify: "Shopify",
  woocommerce: "WooCommerce",
  bigcommerce: "BigCommerce",
};

export function PaymentLinkDetail({ id }: { id: string }) {
  return (
    <ResourceDetail query={useResourceDetail(paymentLinksResource, id)} id={id} noun="payment link" back={BACK}>
      {(link) => <PaymentLinkView link={link} />}
    </ResourceDetail>
  );
}

function PaymentLinkView({ link }: { link: PaymentLink }) {
  const id = link.payment_link_id;
  const update = useUpdateResource(paymentLinksResource);
  const lines = useResolvedLines(link);

  async function setActive(active: boolean) {
    try {
      await update.mutateAsync({ id, body: { active } });
      toast.success(active ? "Payment link activated" : "Payment link deactivated");
      return true;
    } catch (e) {
      toast.error(active ? "Could not activate the payment link" : "Could not deactivate the payment link", { description: errorMessage(e) });
      return false;
    }
  }

  const total = linesTotal(lines);
  const title = link.label ?? (lines[0]?.name ? linesSummary(lines, 1) : "Payment link");
  return (
    <>
      <PageHeader
        back={BACK}
        requestsFor={id}
        leading={<ResourceIcon icon={Link2} />}
        title={title}
        meta={<ActiveBadge active={link.active} />}
        description={
          total !== null ? (
            <>
              Customers pay <Money amount={total} className="font-medium text-fg-secondary" /> for {linesSummary(lines, 3)}
            </>
          ) : undefined
        }
        actions={
          <>
            <Link href={`/dashboard/payment-links/${link.payment_link_id}/edit`} className={buttonClasses({ variant: "secondary" })}>
              <Pencil aria-hidden /> Edit link
            </Link>
            <ActiveToggle
              active={link.active}
              subject={<span className="font-medium text-fg">{title}</span>}
              deactivate={{
                button: "Deactivate",
                title: "Deactivate this payment link?",
                description: "Customers who open it see that it is no longer available. Payments already made are not affected. You can activate it again.",
                confirm: "Deactivate link",
              }}
              activate={{
                button: "Activate",
                title: "Activate this payment link?",
                description: "Customers can pay through it again.",
                confirm: "Activate link",
              }}
              onConfirm={setActive}
            />
          </>
        }
      />

      <section aria-label="Link URL" className="mb-6 rounded-lg bg-gradient-to-br from-brand-50 to-white p-5 ring-1 ring-brand-200 ring-inset">
        <p className="text-[13px] font-medium text-accent-strong">
          {link.active ? "Share this link with your customers" : "This link is inactive: customers cannot pay through it"}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <div className="flex min-w-0 flex-1 items-center rounded-md bg-white px-3 py-2 shadow-xs ring-1 ring-slate-200 ring-inset">
            <code className="truncate font-mono text-sm text-fg select-all" data-testid="payment-link-url">
              {link.url}
            </code>
          </div>
          <CopyButton
            value={link.url}
            label="Copy link URL"
            showText
            className="h-9 bg-white px-3 text-sm text-fg-secondary shadow-xs ring-1 ring-control ring-inset hover:bg-slate-50"
          />
          <a href={link.url} target="_blank" rel="noreferrer" className={buttonClasses({ variant: "secondary" })}>
            <ExternalLink aria-hidden /> Open
          </a>
        </div>
      </section>

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Card>
            <CardHeader title="Items" description="What customers buy through this link." />
            <Table aria-label="Items">
              <TableHeader>
                <TableRow>
                  <TableHead>Product</TableHead>
                  <TableHead>HSA/FSA</TableHead>
                  <TableHead className="text-right">Price</TableHead>
                  <TableHead className="text-right">Qty</TableHead>
                  <TableHead className="text-right">Subtotal</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {lines.map((l, i) => (
                  <TableRow key={i}>
                    <TableCell>
                      {l.price ? (
                        <Link href={`/dashboard/prices/${l.priceId}`} className="font-medium text-fg hover:text-accent hover:underline">
                          {l.name ?? priceProductId(l.price)}
                        </Link>
                      ) : (
                        <Skeleton className="h-4 w-40" />
                      )}
                    </TableCell>
                    <TableCell>{l.price ? <EligibilityBadge value={l.price.hsa_fsa_eligibility} /> : <Skeleton className="h-5 w-20" />}</TableCell>
                    <TableCell className="text-right whitespace-nowrap tabular-nums">
                      {l.price ? priceAmountText(l.price) : <Skeleton className="ml-auto h-4 w-14" />}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{l.quantity}</TableCell>
                    <TableCell className="text-right">
                      {l.subtotal !== null ? <Money amount={l.subtotal} /> : <Skeleton className="ml-auto h-4 w-14" />}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <div className="flex items-center justify-end gap-3 border-t border-slate-200 px-4 py-3 text-sm text-muted">
              {link.shipping_options && (
                <span className="mr-auto text-[13px]">
                  + shipping <Money amount={link.shipping_options.shipping_amount} />
                </span>
              )}
              Total <Money amount={total} className="text-base font-semibold text-fg" />
            </div>
          </Card>
          <Card>
            <CardHeader title="Details" />
            <CardContent className="py-1">
              <LinkFields link={link} />
            </CardContent>
          </Card>
        </div>
        <div className="space-y-6">
          <Card>
            <CardHeader title="After payment" />
            <CardContent className="text-sm">
              {link.after_completion.type === "redirect" ? (
                <>
                  <p className="text-subtle">Customers are redirected to</p>
                  <a
                    href={link.after_completion.redirect?.url}
                    target="_blank"
                    rel="noreferrer"
                    className="mt-1 block font-mono text-[13px] break-all text-accent hover:underline"
                  >
                    {link.after_completion.redirect?.url}
                  </a>
                </>
              ) : (
                <>
                  <p className="text-subtle">
                    Customers see a confirmation page{link.after_completion.hosted_confirmation?.custom_message ? " with your message:" : "."}
                  </p>
                  {link.after_completion.hosted_confirmation?.custom_message && (
                    <blockquote className="mt-2 rounded-md bg-slate-50 px-3 py-2 text-fg ring-1 ring-slate-200 ring-inset">
                      {link.after_completion.hosted_confirmation.custom_message}
                    </blockquote>
                  )}
                </>
              )}
            </CardContent>
          </Card>
          <MetadataCard metadata={link.metadata} />
        </div>
      </div>
    </>
  );
}

function LinkFields({ link }: { link: PaymentLink }) {
  const yes = (v: boolean) => (v ? "Yes" : "No");
  return (
    <DescriptionList>
      <DescriptionItem label="Payment link ID">
        <CopyableId id={link.payment_link_id} label="Copy payment link ID" />
      </DescriptionItem>
      <DescriptionItem label="Label">{link.label ?? none}</DescriptionItem>
      <DescriptionItem label="Promo codes">{link.allow_promotion_codes ? "Allowed" : "Not allowed"}</DescriptionItem>
      <DescriptionItem label="Collects shipping address">{yes(link.shipping_address_collection)}</DescriptionItem>
      <DescriptionItem label="Capture">
        {link.payment_intent_data.capture_method === "manual" ? "Manual (authorize now, capture later)" : "Automatic"}
      </DescriptionItem>
      <DescriptionItem label="Created from">{ORIGIN_LABELS[link.origin]}</DescriptionItem>
      <DescriptionItem label="Created">
        <DateTime value={link.created_at} format="datetime" />
      </DescriptionItem>
      <DescriptionItem label="Mode">{link.test_mode ? <Badge tone="orange">Test</Badge> : <Badge tone="green">Live</Badge>}</DescriptionItem>
    </DescriptionList>
  );
}
