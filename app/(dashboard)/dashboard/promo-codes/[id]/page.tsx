import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import { promoCodeKeys } from "@/lib/client/resources/promo-codes";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { prefetchQueries } from "@/lib/server/dashboard/prefetch";
import { readOne } from "@/lib/server/dashboard/prefetch-reads";
import { endpoints } from "@/lib/server/http/endpoints";
import { getPromoCode } from "@/lib/server/services/promo-codes/get-promo-code";
import { PromoCodeDetail } from "../_components/promo-code-detail";

export const metadata: Metadata = { title: "Promo code" };

export default async function PromoCodePage({ params }: { params: Promise<{ id: string }> }) {
  await requireSession();
  const { id } = await params;
  const state = await prefetchQueries((scope) => [
    [promoCodeKeys.detail(id), readOne(endpoints.retrievePromoCode, id, undefined, (id) => getPromoCode(scope, id))],
  ]);
  return (
    <HydrationBoundary state={state}>
      <PromoCodeDetail id={id} />
    </HydrationBoundary>
  );
}
