import type { Metadata } from "next";
import { parseSearchParams, type RawSearchParams } from "@/components/data-table/search-params";
import { PageHeader } from "@/components/page-header";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { priceListQuerySchema } from "@/lib/schemas/price";
import { PriceForm } from "../_components/price-form";

export const metadata: Metadata = { title: "Add price" };

/** ?product=ID preselects the product (from its detail page) and returns there afterwards. */
const urlStateSchema = priceListQuerySchema.pick({ product: true });

export default async function NewPricePage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const session = await requireSession();
  const { product } = parseSearchParams(urlStateSchema, await searchParams);
  return (
    <>
      <PageHeader
        title="Add price"
        description={`The price is created in ${session.mode} mode. Its amount cannot change later.`}
        back={product ? { href: `/dashboard/products/${product}`, label: "Back to product" } : { href: "/dashboard/prices", label: "Prices" }}
      />
      <div className="max-w-3xl">
        <PriceForm productId={product} />
      </div>
    </>
  );
}
