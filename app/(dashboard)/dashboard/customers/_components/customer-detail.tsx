"use client";

import Link from "next/link";
import { Pencil } from "lucide-react";
import { DateTime } from "@/components/date-time";
import { PageHeader } from "@/components/page-header";
import { CopyableId } from "@/components/resource/copyable-id";
import { none } from "@/components/resource/field-grid";
import { ResourceDetail } from "@/components/resource/resource-detail";
import { Badge } from "@/components/ui/badge";
import { buttonClasses } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { CustomerSubscriptions } from "@/components/billing/customer-subscriptions";
import { InvoiceList } from "@/components/billing/invoice-list";
import { DescriptionItem, DescriptionList } from "@/components/ui/description-list";
import { customersResource } from "@/lib/client/resources/customers";
import { useResourceDetail } from "@/lib/client/use-resource";
import { formatName } from "@/lib/format";
import type { Customer } from "@/lib/schemas/customer";
import { CustomerAvatar } from "./customer-avatar";
import { metadataText } from "@/components/forms/form-schema";

const BACK = { href: "/dashboard/customers", label: "Customers" };

export function CustomerDetail({ id }: { id: string }) {
  return (
    <ResourceDetail query={useResourceDetail(customersResource, id)} id={id} noun="customer" back={BACK}>
      {(customer) => <CustomerView customer={customer} />}
    </ResourceDetail>
  );
}

function CustomerView({ customer }: { customer: Customer }) {
  const name = formatName(customer.first_name, customer.last_name);
  return (
    <>
      <PageHeader
        back={BACK}
        requestsFor={customer.customer_id}
        leading={<CustomerAvatar name={name ?? customer.email} seed={customer.customer_id} size="lg" />}
        title={name ?? customer.email ?? "Unnamed customer"}
        description={name && customer.email ? customer.email : undefined}
        actions={
          <Link href={`/dashboard/customers/${customer.customer_id}/edit`} className={buttonClasses({ variant: "secondary" })}>
            <Pencil aria-hidden /> Edit customer
          </Link>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Card>
            <CardHeader title="Details" />
            <CardContent className="py-1">
              <CustomerFields customer={customer} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader title="Subscriptions" />
            <CustomerSubscriptions customerId={customer.customer_id} />
          </Card>
          <Card>
            <CardHeader title="Invoices" />
            <InvoiceList filter={{ customer: customer.customer_id }} empty="No invoices." />
          </Card>
        </div>
        <div className="space-y-6">
          <Card>
            <CardHeader title="Shipping address" />
            <CardContent>
              <ShippingAddress shipping={customer.shipping} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader title="Metadata" />
            <CardContent className={Object.keys(customer.metadata).length ? "py-1" : undefined}>
              <Metadata metadata={customer.metadata} />
            </CardContent>
          </Card>
        </div>
      </div>
    </>
  );
}

function CustomerFields({ customer }: { customer: Customer }) {
  return (
    <DescriptionList>
      <DescriptionItem label="Customer ID">
        <CopyableId id={customer.customer_id} label="Copy customer ID" />
      </DescriptionItem>
      <DescriptionItem label="First name">{customer.first_name ?? none}</DescriptionItem>
      <DescriptionItem label="Last name">{customer.last_name ?? none}</DescriptionItem>
      <DescriptionItem label="Email">
        {customer.email ? (
          <a href={`mailto:${customer.email}`} className="text-accent hover:underline">
            {customer.email}
          </a>
        ) : (
          none
        )}
      </DescriptionItem>
      <DescriptionItem label="Phone">{customer.phone ?? none}</DescriptionItem>
      <DescriptionItem label="Employer">{customer.employer ?? none}</DescriptionItem>
      <DescriptionItem label="Created">
        <DateTime value={customer.created_at} format="datetime" />
      </DescriptionItem>
      <DescriptionItem label="Mode">{customer.test_mode ? <Badge tone="orange">Test</Badge> : <Badge tone="green">Live</Badge>}</DescriptionItem>
    </DescriptionList>
  );
}

function ShippingAddress({ shipping }: { shipping: Customer["shipping"] }) {
  if (!shipping) return <p className="text-sm text-subtle">No shipping address on file.</p>;
  const cityLine = [shipping.city, [shipping.state, shipping.postal_code].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return (
    <address className="text-sm leading-6 text-fg not-italic" data-testid="shipping-address">
      {shipping.line1}
      <br />
      {shipping.line2 && (
        <>
          {shipping.line2}
          <br />
        </>
      )}
      {cityLine}
      <br />
      {shipping.country}
    </address>
  );
}

function Metadata({ metadata }: { metadata: Record<string, unknown> }) {
  const entries = Object.entries(metadata);
  if (!entries.length) return <p className="text-sm text-subtle">No metadata.</p>;
  return (
    <DescriptionList>
      {entries.map(([key, value]) => (
        <DescriptionItem key={key} label={<code className="font-mono text-[13px] text-muted">{key}</code>}>
          <span className="font-mono text-[13px]">{metadataText(value)}</span>
        </DescriptionItem>
      ))}
    </DescriptionList>
  );
}
