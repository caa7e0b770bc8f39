"use client";

import { ResourceEdit } from "@/components/resource/resource-edit";
import { productsResource } from "@/lib/client/resources/products";
import { useResourceDetail } from "@/lib/client/use-resource";
import { ProductForm } from "./product-form";

/** Loads the product, then shows the shared form filled with it. */
export function EditProduct({ id }: { id: string }) {
  return (
    <ResourceEdit
      query={useResourceDetail(productsResource, id)}
      id={id}
      noun="product"
      list={{ href: "/dashboard/products", label: "Products" }}
      description={(p) => p.name}
    >
      {(product) => <ProductForm product={product} />}
    </ResourceEdit>
  );
}
