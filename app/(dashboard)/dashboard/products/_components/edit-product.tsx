"use client";

import { DetailUnavailable, FormSkeleton } from "@/components/catalogue/detail-states";
import { PageHeader } from "@/components/page-header";
import { productsResource } from "@/lib/client/resources/products";
import { useResourceDetail } from "@/lib/client/use-resource";
import { ProductForm } from "./product-form";

/** Loads the product, then shows the shared form filled with it. */
export function EditProduct({ id }: { id: string }) {
  const { data: product, isLoading, error, refetch } = useResourceDetail(productsResource, id);
  const back = { href: `/dashboard/products/${id}`, label: "Back to product" };
  if (isLoading) return <FormSkeleton title="Edit product" back={back} />;
  if (!product) {
    return <DetailUnavailable title="Edit product" noun="product" id={id} list={{ href: "/dashboard/products", label: "Products" }} error={error} onRetry={() => refetch()} />;
  }
  return (
    <>
      <PageHeader title="Edit product" description={product.name} back={back} />
      <div className="max-w-3xl">
        <ProductForm product={product} />
      </div>
    </>
  );
}
