"use client";

import Link from "next/link";
import { Pencil, SearchX } from "lucide-react";
import { CopyButton } from "@/components/copy-button";
import { DateTime } from "@/components/date-time";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { buttonClasses } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { DescriptionItem, DescriptionList } from "@/components/ui/description-list";
import { DataTableError } from "@/components/data-table";
import { customersResource } from "@/lib/client/resources/customers";
import { useResourceDetail } from "@/lib/client/use-resource";
import { formatName } from "@/lib/format";
import type { Customer } from "@/lib/schemas/customer";
import { CustomerAvatar } from "./customer-avatar";
import { CustomerDetailSkeleton } from "./customer-detail-skeleton";
import { metadataText } from "./customer-form-schema";

const BACK = { href: "/dashboard/customers", label: "Customers" };
const none = <span className="text-slate-400">—</span>;

export function CustomerDetail({ id }: { id: string }) {
  const { data: customer, isLoading, error, refetch } = useResourceDetail(customersResource, id);
  if (isLoading) return <CustomerDetailSkeleton />;
  if (error?.isNotFound) return <CustomerNotFound id={id} />;
  if (error || !customer) {
    return (
      <>
        <PageHeader title="Customer" back={BACK} />
        <Card><DataTableError error={error} onRetry={() => refetch()} /></Card>
      </>
    );
  }
  const name = formatName(customer.first_name, customer.last_name);
  return (
    <>
      <PageHeader
        back={BACK}
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
        <Card className="lg:col-span-2">
          <CardHeader title="Details" />
          <CardContent className="py-1">
            <CustomerFields customer={customer} />
          </CardContent>
        </Card>
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
        <span className="inline-flex items-center gap-1">
          <code className="font-mono text-[13px]">{customer.customer_id}</code>
          <CopyButton value={customer.customer_id} label="Copy customer ID" />
        </span>
      </DescriptionItem>
      <DescriptionItem label="First name">{customer.first_name ?? none}</DescriptionItem>
      <DescriptionItem label="Last name">{customer.last_name ?? none}</DescriptionItem>
      <DescriptionItem label="Email">
        {customer.email ? <a href={`mailto:${customer.email}`} className="text-brand-700 hover:underline">{customer.email}</a> : none}
      </DescriptionItem>
      <DescriptionItem label="Phone">{customer.phone ?? none}</DescriptionItem>
      <DescriptionItem label="Employer">{customer.employer ?? none}</DescriptionItem>
      <DescriptionItem label="Created"><DateTime value={customer.created_at} format="datetime" /></DescriptionItem>
      <DescriptionItem label="Mode">
        {customer.test_mode ? <Badge tone="orange">Test</Badge> : <Badge tone="green">Live</Badge>}
      </DescriptionItem>
    </DescriptionList>
  );
}

function ShippingAddress({ shipping }: { shipping: Customer["shipping"] }) {
  if (!shipping) return <p className="text-sm text-slate-500">No shipping address on file.</p>;
  const cityLine = [shipping.city, [shipping.state, shipping.postal_code].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return (
    <address className="text-sm leading-6 text-slate-900 not-italic" data-testid="shipping-address">
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
  if (!entries.length) return <p className="text-sm text-slate-500">No metadata.</p>;
  return (
    <DescriptionList>
      {entries.map(([key, value]) => (
        <DescriptionItem key={key} label={<code className="font-mono text-[13px] text-slate-600">{key}</code>}>
          <span className="font-mono text-[13px]">{metadataText(value)}</span>
        </DescriptionItem>
      ))}
    </DescriptionList>
  );
}

function CustomerNotFound({ id }: { id: string }) {
  return (
    <>
      <PageHeader title="Customer" back={BACK} />
      <Card>
        <EmptyState
          icon={SearchX}
          title="Customer not found"
          description={`There is no customer ${id} in this mode. It may belong to the other mode (test or live).`}
          action={<Link href="/dashboard/customers" className={buttonClasses({ variant: "secondary" })}>Back to customers</Link>}
        />
      </Card>
    </>
  );
}
