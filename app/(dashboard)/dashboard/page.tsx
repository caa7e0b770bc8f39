import type { Metadata } from "next";
import Link from "next/link";
import { HydrationBoundary } from "@tanstack/react-query";
import { ArrowRight, KeyRound, Link2, Package, type LucideIcon } from "lucide-react";
import { PageHeader } from "@/components/page-header";
import { customerKeys, RECENT_CUSTOMERS_QUERY } from "@/lib/client/resources/customers";
import { paymentIntentKeys, RECENT_PAYMENTS_QUERY } from "@/lib/client/resources/payment-intents";
import { requireSession, sessionScope } from "@/lib/server/dashboard/current-session";
import { prefetchQueries } from "@/lib/server/dashboard/prefetch";
import { readList } from "@/lib/server/dashboard/prefetch-reads";
import { endpoints } from "@/lib/server/http/endpoints";
import { listCustomers } from "@/lib/server/services/customers/list-customers";
import { listPaymentIntents } from "@/lib/server/services/payment-intents/list-payment-intents";
import { getDashboardSummary } from "@/lib/server/services/reports/get-dashboard-summary";
import { RecentCustomers } from "./_components/recent-customers";
import { RecentPayments } from "./_components/recent-payments";
import { VolumeOverview } from "./_components/volume-overview";

export const metadata: Metadata = { title: "Home" };

const STEPS: { icon: LucideIcon; title: string; description: string; href: string; cta: string }[] = [
  {
    icon: Package,
    title: "Add your products",
    description: "List what you sell and flag HSA/FSA-eligible items.",
    href: "/dashboard/products",
    cta: "Go to products",
  },
  {
    icon: Link2,
    title: "Share a payment link",
    description: "Sell without code through a hosted checkout page.",
    href: "/dashboard/payment-links",
    cta: "Create a link",
  },
  {
    icon: KeyRound,
    title: "Connect your integration",
    description: "Create a secret key and call the /v1 API.",
    href: "/dashboard/developers",
    cta: "Get API keys",
  },
];

export default async function HomePage() {
  const session = await requireSession();
  // The recent payments and customers, as their cards ask for them (RecentPayments, RecentCustomers).
  const payments = RECENT_PAYMENTS_QUERY;
  const customers = RECENT_CUSTOMERS_QUERY;
  const [summary, state] = await Promise.all([
    getDashboardSummary(await sessionScope(session)),
    prefetchQueries((scope) => [
      [paymentIntentKeys.list(payments), readList(endpoints.listPaymentIntents, payments, (q, expand) => listPaymentIntents(scope, q, expand))],
      [customerKeys.list(customers), readList(endpoints.listCustomers, customers, (q) => listCustomers(scope, q))],
    ]),
  ]);
  const quiet = summary.totals.payments === 0 && summary.totals.checkout_sessions === 0;
  return (
    <>
      <PageHeader title="Welcome back" description={`Here is what's happening with ${session.accountName} in ${session.mode} mode over the last 30 days.`} />

      {quiet && <GetStarted />}

      <section aria-label="Last 30 days" className="mb-6">
        <VolumeOverview summary={summary} />
      </section>

      <HydrationBoundary state={state}>
        <div className="grid gap-6 lg:grid-cols-5">
          <RecentPayments className="lg:col-span-3" />
          <RecentCustomers className="lg:col-span-2" />
        </div>
      </HydrationBoundary>
    </>
  );
}

function GetStarted() {
  return (
    <section aria-labelledby="get-started" className="mb-8">
      <h2 id="get-started" className="mb-3 text-sm font-semibold text-fg">
        Get started
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        {STEPS.map(({ icon: Icon, ...step }) => (
          <Link
            key={step.href}
            href={step.href}
            className="group flex flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-xs transition hover:border-accent hover:shadow-md"
          >
            <span className="flex size-9 items-center justify-center rounded-lg bg-brand-50 text-accent ring-1 ring-brand-100">
              <Icon className="size-[18px]" aria-hidden />
            </span>
            <h3 className="mt-4 text-sm font-semibold text-fg">{step.title}</h3>
            <p className="mt-1 text-[13px] text-subtle">{step.description}</p>
            <span className="mt-auto inline-flex items-center gap-1 pt-3 text-[13px] font-medium text-accent group-hover:text-accent">
              {step.cta} <ArrowRight className="size-3.5 transition-transform group-hover:translate-x-0.5" aria-hidden />
            </span>
          </Link>
        ))}
      </div>
    </section>
  );
}
