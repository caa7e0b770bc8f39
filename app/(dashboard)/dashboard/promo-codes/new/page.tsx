import type { Metadata } from "next";
import { parseSearchParams, type RawSearchParams } from "@/components/data-table/search-params";
import { PageHeader } from "@/components/page-header";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { promoCodeListQuerySchema } from "@/lib/schemas/promo-code";
import { PromoCodeForm } from "../_components/promo-code-form";

export const metadata: Metadata = { title: "Create promo code" };

/** ?coupon=ID preselects the coupon (from its detail page). */
const urlStateSchema = promoCodeListQuerySchema.pick({ coupon: true });

export default async function NewPromoCodePage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const session = await requireSession();
  const { coupon } = parseSearchParams(urlStateSchema, await searchParams);
  return (
    <>
      <PageHeader
        title="Create promo code"
        description={`The code is created in ${session.mode} mode.`}
        back={coupon ? { href: `/dashboard/coupons/${coupon}`, label: "Back to coupon" } : { href: "/dashboard/promo-codes", label: "Promo codes" }}
      />
      <div className="max-w-3xl">
        <PromoCodeForm couponId={coupon} />
      </div>
    </>
  );
}
