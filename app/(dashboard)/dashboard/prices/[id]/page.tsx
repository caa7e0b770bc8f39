import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import { priceKeys } from "@/lib/client/resources/prices";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { prefetchQueries } from "@/lib/server/dashboard/prefetch";
import { readOne } from "@/lib/server/dashboard/prefetch-reads";
import { endpoints } from "@/lib/server/http/endpoints";
import { getPrice } from "@/lib/server/services/prices/get-price";
import { PriceDetail } from "../_components/price-detail";

export const metadata: Metadata = { title: "Price" };

export default async function PricePage({ params }: { params: Promise<{ id: string }> }) {
  await requireSession();
  const { id } = await params;
  // The same expansion as the client's retrieve (pricesResource).
  const state = await prefetchQueries((scope) => [
    [priceKeys.detail(id), readOne(endpoints.retrievePrice, id, { expand: "product" }, (id, expand) => getPrice(scope, id, expand))],
  ]);
  return (
    <HydrationBoundary state={state}>
      <PriceDetail id={id} />
    </HydrationBoundary>
  );
}
