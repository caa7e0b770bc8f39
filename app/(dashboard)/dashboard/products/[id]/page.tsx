import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import { productKeys } from "@/lib/client/resources/products";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { prefetchQueries } from "@/lib/server/dashboard/prefetch";
import { readOne } from "@/lib/server/dashboard/prefetch-reads";
import { endpoints } from "@/lib/server/http/endpoints";
import { getProduct } from "@/lib/server/services/products/get-product";
import { ProductDetail } from "../_components/product-detail";

export const metadata: Metadata = { title: "Product" };

export default async function ProductPage({ params }: { params: Promise<{ id: string }> }) {
  await requireSession();
  const { id } = await params;
  const state = await prefetchQueries((scope) => [[productKeys.detail(id), readOne(endpoints.retrieveProduct, id, undefined, (id) => getProduct(scope, id))]]);
  return (
    <HydrationBoundary state={state}>
      <ProductDetail id={id} />
    </HydrationBoundary>
  );
}
