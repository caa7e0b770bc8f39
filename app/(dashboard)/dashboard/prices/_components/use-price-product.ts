"use client";

import { priceProduct, priceProductId } from "@/lib/client/resources/prices";
import { productsResource } from "@/lib/client/resources/products";
import { useResourceDetail } from "@/lib/client/use-resource";
import type { Price } from "@/lib/schemas/price";
import type { Product } from "@/lib/schemas/product";

/** The price's product: the expanded one, else loaded (and cached) by id. */
export function usePriceProduct(price: Price | undefined): Product | undefined {
  const expanded = price ? priceProduct(price) : null;
  const fetched = useResourceDetail(productsResource, price && !expanded ? priceProductId(price) : undefined);
  return expanded ?? fetched.data;
}
