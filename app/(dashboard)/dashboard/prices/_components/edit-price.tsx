"use client";

import { priceAmountText } from "@/components/catalogue/labels";
import { ResourceEdit } from "@/components/resource/resource-edit";
import { pricesResource } from "@/lib/client/resources/prices";
import { useResourceDetail } from "@/lib/client/use-resource";
import { PriceForm } from "./price-form";
import { usePriceProduct } from "./use-price-product";

/** Loads the price and its product (for the inherited eligibility), then the shared form. */
export function EditPrice({ id }: { id: string }) {
  const query = useResourceDetail(pricesResource, id);
  const product = usePriceProduct(query.data);
  return (
    <ResourceEdit
      query={query}
      id={id}
      noun="price"
      list={{ href: "/dashboard/prices", label: "Prices" }}
      pending={!product}
      description={(price) => `${product?.name ?? ""} · ${priceAmountText(price)}`}
    >
      {(price) => (
        // Keyed by the product's eligibility: the form's starting values depend on it.
        <PriceForm key={product?.hsa_fsa_eligibility ?? "none"} price={price} product={product} />
      )}
    </ResourceEdit>
  );
}
