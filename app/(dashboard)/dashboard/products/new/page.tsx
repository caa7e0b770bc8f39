import type { Metadata } from "next";
import { PageHeader } from "@/components/page-header";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { ProductForm } from "../_components/product-form";

export const metadata: Metadata = { title: "Add product" };

export default async function NewProductPage() {
  const session = await requireSession();
  return (
    <>
      <PageHeader
        title="Add product"
        description={`The product is created in ${session.mode} mode.`}
        back={{ href: "/dashboard/products", label: "Products" }}
      />
      <div className="max-w-3xl">
        <ProductForm />
      </div>
    </>
  );
}
