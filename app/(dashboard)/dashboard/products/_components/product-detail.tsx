"use client";

import Link from "next/link";
import { ExternalLink, Package, Pencil } from "lucide-react";
import { toast } from "sonner";
import { ActiveBadge } from "@/components/catalogue/active-badge";
import { ActiveToggle } from "@/components/catalogue/active-toggle";
import { EligibilityCallout } from "@/components/catalogue/eligibility-callout";
import { visitTypeLabel } from "@/components/catalogue/labels";
import { MetadataCard } from "@/components/catalogue/metadata";
import { SideList } from "@/components/catalogue/side-list";
import { DateTime } from "@/components/date-time";
import { PageHeader } from "@/components/page-header";
import { CopyableId } from "@/components/resource/copyable-id";
import { none } from "@/components/resource/field-grid";
import { ResourceDetail } from "@/components/resource/resource-detail";
import { ResourceIcon } from "@/components/resource/resource-icon";
import { Badge } from "@/components/ui/badge";
import { buttonClasses } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { DescriptionItem, DescriptionList } from "@/components/ui/description-list";
import { errorMessage } from "@/lib/client/api";
import { productsResource, useUpdateProduct } from "@/lib/client/resources/products";
import { useResourceDetail } from "@/lib/client/use-resource";
import type { Product } from "@/lib/schemas/product";
import { ProductPrices } from "./product-prices";

const BACK = { href: "/dashboard/products", label: "Products" };

export function ProductDetail({ id }: { id: string }) {
  return (
    <ResourceDetail query={useResourceDetail(productsResource, id)} id={id} noun="product" back={BACK}>
      {(product) => <ProductView product={product} />}
    </ResourceDetail>
  );
}

function ProductView({ product }: { product: Product }) {
  const id = product.product_id;
  const update = useUpdateProduct();

  async function setActive(active: boolean) {
    try {
      await update.mutateAsync({ id, body: { active } });
      toast.success(active ? "Product activated" : "Product archived");
      return true;
    } catch (e) {
      toast.error(active ? "Could not activate the product" : "Could not archive the product", { description: errorMessage(e) });
      return false;
    }
  }

  return (
    <>
      <PageHeader
        back={BACK}
        requestsFor={product.product_id}
        leading={<ResourceIcon icon={Package} tone="slate" />}
        title={product.name}
        meta={<ActiveBadge active={product.active} inactive="archived" />}
        description={product.description ?? undefined}
        actions={
          <>
            <Link href={`/dashboard/products/${product.product_id}/edit`} className={buttonClasses({ variant: "secondary" })}>
              <Pencil aria-hidden /> Edit product
            </Link>
            <ActiveToggle
              active={product.active}
              icon="archive"
              subject={<span className="font-medium text-fg">{product.name}</span>}
              deactivate={{
                button: "Archive",
                title: "Archive this product?",
                description:
                  "It is hidden from product pickers and shows as archived. Its prices, payment links and past payments keep working, and you can activate it again at any time.",
                confirm: "Archive product",
              }}
              activate={{
                button: "Activate",
                title: "Activate this product?",
                description: "It can be sold again and appears in pickers for prices and payment links.",
                confirm: "Activate product",
              }}
              onConfirm={setActive}
            />
          </>
        }
      />

      <EligibilityCallout value={product.hsa_fsa_eligibility} rationale={product.eligibility_rationale} decision={product} className="mb-6" />

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Card>
            <CardHeader title="Details" />
            <CardContent className="py-1">
              <ProductFields product={product} />
            </CardContent>
          </Card>
          <ProductPrices product={product} />
        </div>
        <div className="space-y-6">
          <Card>
            <CardHeader title="Identifiers" />
            <CardContent className="py-1">
              <SideList
                rows={[
                  ["UPC", product.upc_code ? <span className="font-mono text-[13px]">{product.upc_code}</span> : none],
                  ["GTIN", product.gtin ? <span className="font-mono text-[13px]">{product.gtin}</span> : none],
                  ["Reference GTIN", product.reference_gtin ? <span className="font-mono text-[13px]">{product.reference_gtin}</span> : none],
                  ["Your reference", product.client_reference_id ?? none],
                ]}
              />
            </CardContent>
          </Card>
          <MetadataCard metadata={product.metadata} />
        </div>
      </div>
    </>
  );
}

function ProductFields({ product }: { product: Product }) {
  return (
    <DescriptionList>
      <DescriptionItem label="Product ID">
        <CopyableId id={product.product_id} label="Copy product ID" />
      </DescriptionItem>
      <DescriptionItem label="Name">{product.name}</DescriptionItem>
      <DescriptionItem label="Description">{product.description ?? none}</DescriptionItem>
      <DescriptionItem label="Eligibility">
        {product.hsa_fsa_eligibility ? <code className="font-mono text-[13px]">{product.hsa_fsa_eligibility}</code> : none}
      </DescriptionItem>
      <DescriptionItem label="Visit type">{visitTypeLabel(product.visit_type) ?? none}</DescriptionItem>
      <DescriptionItem label="Product page">
        {product.url ? (
          <a href={product.url} target="_blank" rel="noreferrer" className="inline-flex max-w-full items-center gap-1 text-accent hover:underline">
            <span className="truncate">{product.url}</span> <ExternalLink className="size-3.5 shrink-0" aria-hidden />
          </a>
        ) : (
          none
        )}
      </DescriptionItem>
      <DescriptionItem label="Status">{product.active ? "Active" : "Archived"}</DescriptionItem>
      <DescriptionItem label="Created">
        <DateTime value={product.created_at} format="datetime" />
      </DescriptionItem>
      <DescriptionItem label="Mode">{product.test_mode ? <Badge tone="orange">Test</Badge> : <Badge tone="green">Live</Badge>}</DescriptionItem>
    </DescriptionList>
  );
}
