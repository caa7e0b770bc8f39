"use client";

import Link from "next/link";
import { BadgePercent, TriangleAlert } from "lucide-react";
import { toast } from "sonner";
import { ActiveBadge, ValidBadge } from "@/components/catalogue/active-badge";
import { ActiveToggle } from "@/components/catalogue/active-toggle";
import { couponDurationPhrase, couponOffText, redemptionsText } from "@/components/catalogue/labels";
import { MetadataCard } from "@/components/catalogue/metadata";
import { CopyButton } from "@/components/copy-button";
import { DateTime } from "@/components/date-time";
import { PageHeader } from "@/components/page-header";
import { CopyableId } from "@/components/resource/copyable-id";
import { ResourceDetail } from "@/components/resource/resource-detail";
import { ResourceIcon } from "@/components/resource/resource-icon";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { DescriptionItem, DescriptionList } from "@/components/ui/description-list";
import { errorMessage } from "@/lib/client/api";
import { customersResource } from "@/lib/client/resources/customers";
import { promoCodesResource } from "@/lib/client/resources/promo-codes";
import { useResourceDetail, useUpdateResource } from "@/lib/client/use-resource";
import { formatName } from "@/lib/format";
import type { PromoCode } from "@/lib/schemas/promo-code";

const BACK = { href: "/dashboard/promo-codes", label: "Promo codes" };

export function PromoCodeDetail({ id }: { id: string }) {
  return (
    <ResourceDetail query={useResourceDetail(promoCodesResource, id)} id={id} noun="promo code" back={BACK}>
      {(promo) => <PromoCodeView promo={promo} />}
    </ResourceDetail>
  );
}

function PromoCodeView({ promo }: { promo: PromoCode }) {
  const id = promo.promo_code_id;
  const update = useUpdateResource(promoCodesResource);
  const customer = useResourceDetail(customersResource, promo.customer ?? undefined).data;
  const customerName = customer ? (formatName(customer.first_name, customer.last_name) ?? customer.email) : null;

  async function setActive(active: boolean) {
    try {
      await update.mutateAsync({ id, body: { active } });
      toast.success(active ? "Promo code activated" : "Promo code deactivated", { description: promo.code });
      return true;
    } catch (e) {
      toast.error(active ? "Could not activate the promo code" : "Could not deactivate the promo code", { description: errorMessage(e) });
      return false;
    }
  }

  const coupon = promo.coupon;
  return (
    <>
      <PageHeader
        back={BACK}
        requestsFor={promo.promo_code_id}
        leading={<ResourceIcon icon={BadgePercent} />}
        title={<span className="font-mono tracking-wide">{promo.code}</span>}
        meta={
          <>
            <CopyButton value={promo.code} label="Copy code" showText />
            <ActiveBadge active={promo.active} />
          </>
        }
        description={`${couponOffText(coupon)}, ${couponDurationPhrase(coupon)}`}
        actions={
          <ActiveToggle
            active={promo.active}
            subject={<span className="font-mono font-semibold text-fg">{promo.code}</span>}
            deactivate={{
              button: "Deactivate",
              title: "Deactivate this promo code?",
              description: "Customers can no longer redeem it at checkout. Discounts already given are kept, and the coupon is not affected.",
              confirm: "Deactivate code",
            }}
            activate={{
              button: "Activate",
              title: "Activate this promo code?",
              description: "Customers can redeem it at checkout again (while its coupon is valid).",
              confirm: "Activate code",
            }}
            onConfirm={setActive}
          />
        }
      />

      {promo.active && !coupon.valid && (
        <div
          role="status"
          className="mb-6 flex items-start gap-2.5 rounded-lg bg-amber-50 px-4 py-3 text-sm text-warning-strong ring-1 ring-warning/20 ring-inset"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
          <p>This code is active but its coupon can no longer be redeemed (it was deleted, used up or is past its redeem-by date), so it gives no discount.</p>
        </div>
      )}

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader title="Details" />
          <CardContent className="py-1">
            <DescriptionList>
              <DescriptionItem label="Promo code ID">
                <CopyableId id={promo.promo_code_id} label="Copy promo code ID" />
              </DescriptionItem>
              <DescriptionItem label="Code">
                <code className="font-mono font-semibold">{promo.code}</code>
              </DescriptionItem>
              <DescriptionItem label="Redemptions">
                <span className="tabular-nums">{redemptionsText(promo.times_redeemed, promo.max_redemptions)}</span>
              </DescriptionItem>
              <DescriptionItem label="Maximum redemptions">{promo.max_redemptions ?? "Unlimited"}</DescriptionItem>
              <DescriptionItem label="Customer">
                {promo.customer ? (
                  <Link href={`/dashboard/customers/${promo.customer}`} className="text-accent hover:underline">
                    {customerName ?? <span className="font-mono text-[13px]">{promo.customer}</span>}
                  </Link>
                ) : (
                  "Anyone"
                )}
              </DescriptionItem>
              <DescriptionItem label="Status">{promo.active ? "Active" : "Inactive"}</DescriptionItem>
              <DescriptionItem label="Created">
                <DateTime value={promo.created_at} format="datetime" />
              </DescriptionItem>
              <DescriptionItem label="Mode">{promo.test_mode ? <Badge tone="orange">Test</Badge> : <Badge tone="green">Live</Badge>}</DescriptionItem>
            </DescriptionList>
          </CardContent>
        </Card>
        <div className="space-y-6">
          <Card>
            <CardHeader
              title="Coupon"
              actions={
                <Link href={`/dashboard/coupons/${coupon.coupon_id}`} className="text-[13px] font-medium text-accent hover:underline">
                  View
                </Link>
              }
            />
            <CardContent className="space-y-2">
              <div className="flex items-center justify-between gap-2">
                <p className="text-sm font-medium text-fg">{coupon.name ?? "Unnamed coupon"}</p>
                <ValidBadge valid={coupon.valid} />
              </div>
              <p className="text-lg font-semibold text-fg tabular-nums">{couponOffText(coupon)}</p>
              <p className="text-[13px] text-subtle">
                {couponDurationPhrase(coupon)} · {redemptionsText(coupon.times_redeemed, coupon.max_redemptions)} redeemed in total
              </p>
            </CardContent>
          </Card>
          <MetadataCard metadata={promo.metadata} />
        </div>
      </div>
    </>
  );
}
