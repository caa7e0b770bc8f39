"use client";

import { DetailUnavailable, FormSkeleton } from "@/components/catalogue/detail-states";
import { priceAmountText } from "@/components/catalogue/labels";
import { PageHeader } from "@/components/page-header";
import { pricesResource } from "@/lib/client/resources/prices";
import { useResourceDetail } from "@/lib/client/use-resource";
import { PriceForm } from "./price-form";
import { usePriceProduct } from "./use-price-product";

/** Loads the price and its product (for the inherited eligibility), then the shared form. */
export function EditPrice({ id }: { id: string }) {
  const { data: price, isLoading, error, refetch } = useResourceDetail(pricesResource, id);
  const product = usePriceProduct(price);
  const back = { href: `/dashboard/prices/${id}`, label: "Back to price" };
  if (isLoading || (price && !product)) return <FormSkeleton title="Edit price" back={back} />;
  if (!price) {
    return <DetailUnavailable title="Edit price" noun="price" id={id} list={{ href: "/dashboard/prices", label: "Prices" }} error={error} onRetry={() => refetch()} />;
  }
  return (
    <>
      <PageHeader title="Edit price" description={`${product?.name ?? ""} · ${priceAmountText(price)}`} back={back} />
      <div className="max-w-3xl">
        {/* Keyed by the product's eligibility: the form's starting values depend on it. */}
        <PriceForm key={product?.hsa_fsa_eligibility ?? "none"} price={price} product={product} />
      </div>
    </>
  );
}
