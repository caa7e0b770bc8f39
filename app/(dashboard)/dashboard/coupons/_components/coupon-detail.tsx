"use client";

import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Plus, TicketPercent, Trash2 } from "lucide-react";
import { ActiveBadge, ValidBadge } from "@/components/catalogue/active-badge";
import { couponDurationPhrase, couponDurationText, couponOffText, redemptionsText } from "@/components/catalogue/labels";
import { MetadataCard } from "@/components/catalogue/metadata";
import { DateTime } from "@/components/date-time";
import { PageHeader } from "@/components/page-header";
import { CopyableId } from "@/components/resource/copyable-id";
import { ResourceDetail } from "@/components/resource/resource-detail";
import { ResourceIcon } from "@/components/resource/resource-icon";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { DescriptionItem, DescriptionList } from "@/components/ui/description-list";
import { Skeleton } from "@/components/ui/skeleton";
import { couponsResource } from "@/lib/client/resources/coupons";
import { useProductsById } from "@/lib/client/resources/products";
import { promoCodesResource } from "@/lib/client/resources/promo-codes";
import { useResourceDetail, useResourceList } from "@/lib/client/use-resource";
import type { Coupon } from "@/lib/schemas/coupon";
import { DeleteCouponDialog } from "./delete-coupon-dialog";

const BACK = { href: "/dashboard/coupons", label: "Coupons" };

export function CouponDetail({ id }: { id: string }) {
  return (
    <ResourceDetail query={useResourceDetail(couponsResource, id)} id={id} noun="coupon" back={BACK}>
      {(coupon) => <CouponView coupon={coupon} />}
    </ResourceDetail>
  );
}

function CouponView({ coupon }: { coupon: Coupon }) {
  const router = useRouter();
  const [deleting, setDeleting] = useState<Coupon | null>(null);

  return (
    <>
      <PageHeader
        back={BACK}
        requestsFor={coupon.coupon_id}
        leading={<ResourceIcon icon={TicketPercent} />}
        title={coupon.name ?? "Unnamed coupon"}
        meta={<ValidBadge valid={coupon.valid} />}
        description={`${couponOffText(coupon)}, ${couponDurationPhrase(coupon)}`}
        actions={
          <>
            <Link href={`/dashboard/promo-codes/new?coupon=${coupon.coupon_id}`} className={buttonClasses({ variant: "secondary" })}>
              <Plus aria-hidden /> Create promo code
            </Link>
            <Button variant="secondary" className="text-danger hover:bg-red-50" onClick={() => setDeleting(coupon)}>
              <Trash2 aria-hidden /> Delete
            </Button>
          </>
        }
      />

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Card>
            <CardHeader title="Details" />
            <CardContent className="py-1">
              <CouponFields coupon={coupon} />
            </CardContent>
          </Card>
          <CouponPromoCodes coupon={coupon} />
        </div>
        <div className="space-y-6">
          <Card>
            <CardHeader title="Redemptions" />
            <CardContent>
              <p className="text-2xl font-semibold text-fg tabular-nums">{redemptionsText(coupon.times_redeemed, coupon.max_redemptions)}</p>
              <p className="mt-1 text-[13px] text-subtle">
                {coupon.max_redemptions === null ? "No limit on redemptions." : `${Math.max(0, coupon.max_redemptions - coupon.times_redeemed)} left.`}
              </p>
              {coupon.max_redemptions !== null && (
                <div className="mt-3 h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden>
                  <div
                    className="h-full rounded-full bg-primary"
                    style={{ width: `${Math.min(100, (coupon.times_redeemed / coupon.max_redemptions) * 100)}%` }}
                  />
                </div>
              )}
            </CardContent>
          </Card>
          <MetadataCard metadata={coupon.metadata} />
        </div>
      </div>
      <DeleteCouponDialog coupon={deleting} onClose={() => setDeleting(null)} onDeleted={() => router.push("/dashboard/coupons")} />
    </>
  );
}

function CouponFields({ coupon }: { coupon: Coupon }) {
  return (
    <DescriptionList>
      <DescriptionItem label="Coupon ID">
        <CopyableId id={coupon.coupon_id} label="Copy coupon ID" />
      </DescriptionItem>
      <DescriptionItem label="Discount">
        <span className="font-medium tabular-nums">{couponOffText(coupon)}</span>
      </DescriptionItem>
      <DescriptionItem label="Duration">{couponDurationText(coupon)}</DescriptionItem>
      <DescriptionItem label="Maximum redemptions">{coupon.max_redemptions ?? "Unlimited"}</DescriptionItem>
      <DescriptionItem label="Redeem by">{coupon.redeem_by ? <DateTime value={coupon.redeem_by} format="datetime" /> : "No end date"}</DescriptionItem>
      <DescriptionItem label="Applies to">
        <AppliesTo coupon={coupon} />
      </DescriptionItem>
      <DescriptionItem label="Created">
        <DateTime value={coupon.created_at} format="datetime" />
      </DescriptionItem>
      <DescriptionItem label="Mode">{coupon.test_mode ? <Badge tone="orange">Test</Badge> : <Badge tone="green">Live</Badge>}</DescriptionItem>
    </DescriptionList>
  );
}

function AppliesTo({ coupon }: { coupon: Coupon }) {
  const ids = coupon.applies_to?.products ?? [];
  const prices = coupon.applies_to?.prices ?? [];
  const products = useProductsById(ids);
  if (!ids.length && !prices.length) return <>The whole order</>;
  return (
    <ul className="space-y-1">
      {ids.map((pid) => (
        <li key={pid}>
          <Link href={`/dashboard/products/${pid}`} className="text-accent hover:underline">
            {products.get(pid)?.name ?? pid}
          </Link>
        </li>
      ))}
      {prices.map((pid) => (
        <li key={pid}>
          <Link href={`/dashboard/prices/${pid}`} className="font-mono text-[13px] text-accent hover:underline">
            {pid}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function CouponPromoCodes({ coupon }: { coupon: Coupon }) {
  const list = useResourceList(promoCodesResource, { coupon: coupon.coupon_id, limit: 10 });
  const codes = list.data?.data ?? [];
  return (
    <Card>
      <CardHeader
        title="Promo codes"
        description="Codes customers type at checkout to get this discount."
        actions={
          <Link href={`/dashboard/promo-codes?coupon=${coupon.coupon_id}`} className="text-[13px] font-medium text-accent hover:underline">
            View all
          </Link>
        }
      />
      {list.isLoading ? (
        <CardContent className="space-y-3">
          {Array.from({ length: 2 }, (_, i) => (
            <Skeleton key={i} className="h-5 w-full" />
          ))}
        </CardContent>
      ) : codes.length === 0 ? (
        <CardContent>
          <p className="text-sm text-subtle">
            No promo codes yet.{" "}
            <Link href={`/dashboard/promo-codes/new?coupon=${coupon.coupon_id}`} className="font-medium text-accent hover:underline">
              Create one
            </Link>
          </p>
        </CardContent>
      ) : (
        <ul className="divide-y divide-slate-100">
          {codes.map((p) => (
            <li key={p.promo_code_id} className="flex items-center justify-between gap-4 px-5 py-2.5 text-sm">
              <Link href={`/dashboard/promo-codes/${p.promo_code_id}`} className="font-mono font-medium text-fg hover:text-accent hover:underline">
                {p.code}
              </Link>
              <span className="flex items-center gap-4">
                <span className="text-subtle tabular-nums">{redemptionsText(p.times_redeemed, p.max_redemptions)} used</span>
                <ActiveBadge active={p.active} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
