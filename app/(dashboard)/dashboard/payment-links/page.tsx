import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import Link from "next/link";
import { Plus } from "lucide-react";
import { parseSearchParams, type RawSearchParams } from "@/components/data-table/search-params";
import { PageHeader } from "@/components/page-header";
import { buttonClasses } from "@/components/ui/button";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { paymentLinkListQuerySchema, type PaymentLink } from "@/lib/schemas/payment-link";
import { LIST_PAGE_SIZE } from "@/lib/client/resource";
import { prefetchQueries } from "@/lib/server/dashboard/prefetch";
import { readList } from "@/lib/server/dashboard/prefetch-reads";
import { endpoints } from "@/lib/server/http/endpoints";
import { paymentLinkKeys } from "@/lib/client/resources/payment-links";
import { listPaymentLinks } from "@/lib/server/services/payment-links/list-payment-links";
import { PaymentLinksTable } from "./_components/payment-links-table";
import { prefetchLinePrices } from "./prefetch-line-prices";

export const metadata: Metadata = { title: "Payment links" };

/** The table's URL state: the API's own list parameters. */
const urlStateSchema = paymentLinkListQuerySchema.pick({ active: true, starting_after: true, ending_before: true });

export default async function PaymentLinksPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireSession();
  const params = parseSearchParams(urlStateSchema, await searchParams);
  const query = { ...params, limit: LIST_PAGE_SIZE };
  const state = await prefetchQueries((scope) => [
    [
      paymentLinkKeys.list(query),
      readList(endpoints.listPaymentLinks, query, (q) => listPaymentLinks(scope, q)),
      (page) => prefetchLinePrices(scope, (page as { data: PaymentLink[] }).data),
    ],
  ]);
  return (
    <>
      <PageHeader
        title="Payment links"
        description="Share a link to a hosted checkout page: by email, text, social or a button on your site. No code needed."
        actions={
          <Link href="/dashboard/payment-links/new" className={buttonClasses()}>
            <Plus aria-hidden /> Create payment link
          </Link>
        }
      />
      <HydrationBoundary state={state}>
        <PaymentLinksTable params={params} />
      </HydrationBoundary>
    </>
  );
}
