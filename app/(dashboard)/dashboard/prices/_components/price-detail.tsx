"use client";

import Link from "next/link";
import { Pencil, Tag } from "lucide-react";
import { toast } from "sonner";
import { ActiveBadge } from "@/components/catalogue/active-badge";
import { ActiveToggle } from "@/components/catalogue/active-toggle";
import { EligibilityBadge } from "@/components/catalogue/eligibility-badge";
import { EligibilityCallout } from "@/components/catalogue/eligibility-callout";
import { intervalText, priceAmountText, priceTypeText } from "@/components/catalogue/labels";
import { MetadataCard } from "@/components/catalogue/metadata";
import { DateTime } from "@/components/date-time";
import { Money } from "@/components/money";
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
import { priceProductId, pricesResource } from "@/lib/client/resources/prices";
import { useResourceDetail, useUpdateResource } from "@/lib/client/use-resource";
import type { Price } from "@/lib/schemas/price";
import type { Product } from "@/lib/schemas/product";
import { usePriceProduct } from "./use-price-product";

const BACK = { href: "/dashboard/prices", label: "Prices" };

export function PriceDetail({ id }: { id: string }) {
  return (
    <ResourceDetail query={useResourceDetail(pricesResource, id)} id={id} noun="price" back={BACK}>
      {(price) => <PriceView price={price} />}
    </ResourceDetail>
  );
}

function PriceView({ price }: { price: Price }) {
  const id = price.price_id;
  const product = usePriceProduct(price);
  const update = useUpdateResource(pricesResource);

  async function setActive(active: boolean) {
    try {
      await update.mutateAsync({ id, body: { active } });
      toast.success(active ? "Price activated" : "Price deactivated");
      return true;
    } catch (e) {
      toast.error(active ? "Could not activate the price" : "Could not deactivate the price", { description: errorMessage(e) });
      return false;
    }
  }

  const productId = priceProductId(price);
  return (
    <>
      <PageHeader
        back={BACK}
        requestsFor={price.price_id}
        leading={<ResourceIcon icon={Tag} />}
        title={<span className="tabular-nums">{priceAmountText(price)}</span>}
        meta={<ActiveBadge active={price.active} />}
        description={
          <>
            Price for{" "}
            <Link href={`/dashboard/products/${productId}`} className="font-medium text-accent hover:underline">
              {product?.name ?? productId}
            </Link>
            {price.description && <> · {price.description}</>}
          </>
        }
        actions={
          <>
            <Link href={`/dashboard/prices/${price.price_id}/edit`} className={buttonClasses({ variant: "secondary" })}>
              <Pencil aria-hidden /> Edit price
            </Link>
            <ActiveToggle
              active={price.active}
              subject={
                <span className="font-medium text-fg">
                  {product?.name ?? productId} · <span className="tabular-nums">{priceAmountText(price)}</span>
                </span>
              }
              deactivate={{
                button: "Deactivate",
                title: "Deactivate this price?",
                description: "New checkouts and payment links can no longer use it. Existing subscriptions and payments are not affected.",
                confirm: "Deactivate price",
              }}
              activate={{
                button: "Activate",
                title: "Activate this price?",
                description: "It can be used in checkouts and payment links again.",
                confirm: "Activate price",
              }}
              onConfirm={setActive}
            />
          </>
        }
      />

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader title="Details" />
          <CardContent className="py-1">
            <PriceFields price={price} product={product} />
          </CardContent>
        </Card>
        <div className="space-y-6">
          <Card>
            <CardHeader
              title="Product"
              actions={
                <Link href={`/dashboard/products/${productId}`} className="text-[13px] font-medium text-accent hover:underline">
                  View
                </Link>
              }
            />
            <CardContent className="space-y-3">
              <p className="text-sm font-medium text-fg">{product?.name ?? productId}</p>
              {product?.description && <p className="text-[13px] text-subtle">{product.description}</p>}
              {product && <EligibilityCallout compact value={product.hsa_fsa_eligibility} rationale={product.eligibility_rationale} />}
            </CardContent>
          </Card>
          <MetadataCard metadata={price.metadata} />
        </div>
      </div>
    </>
  );
}

function PriceFields({ price, product }: { price: Price; product: Product | undefined }) {
  const overridden = product !== undefined && price.hsa_fsa_eligibility !== product.hsa_fsa_eligibility;
  return (
    <DescriptionList>
      <DescriptionItem label="Price ID">
        <CopyableId id={price.price_id} label="Copy price ID" />
      </DescriptionItem>
      <DescriptionItem label="Amount">
        <Money amount={price.unit_amount} className="font-medium" />
      </DescriptionItem>
      <DescriptionItem label="Billing">
        <span className="inline-flex items-center gap-2">
          <Badge tone={price.type === "recurring" ? "brand" : "neutral"}>{price.type === "recurring" ? "Recurring" : "One-time"}</Badge>
          {price.type === "recurring" && <span className="text-muted">{priceTypeText(price)}</span>}
        </span>
      </DescriptionItem>
      {price.recurring && (
        <DescriptionItem label="Free trial">
          {price.recurring.trial_period_days
            ? `${price.recurring.trial_period_days} days, then every ${intervalText(price.recurring.interval, price.recurring.interval_count)}`
            : none}
        </DescriptionItem>
      )}
      <DescriptionItem label="Description">{price.description ?? none}</DescriptionItem>
      <DescriptionItem label="HSA/FSA eligibility">
        <span className="inline-flex flex-wrap items-center gap-2">
          <EligibilityBadge value={price.hsa_fsa_eligibility} />
          {product && <span className="text-[13px] text-subtle">{overridden ? "Overrides the product's" : "From the product"}</span>}
        </span>
      </DescriptionItem>
      <DescriptionItem label="Status">{price.active ? "Active" : "Inactive"}</DescriptionItem>
      <DescriptionItem label="Created">
        <DateTime value={price.created_at} format="datetime" />
      </DescriptionItem>
      <DescriptionItem label="Mode">{price.test_mode ? <Badge tone="orange">Test</Badge> : <Badge tone="green">Live</Badge>}</DescriptionItem>
    </DescriptionList>
  );
}
