"use client";

// Loading, not-found and error states of a detail page, so a section's detail component only
// renders the object.
import Link from "next/link";
import { SearchX } from "lucide-react";
import type { UseQueryResult } from "@tanstack/react-query";
import { DataTableError } from "@/components/data-table";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { ApiClientError } from "@/lib/client/api";

export function ResourceDetail<T>({
  query,
  id,
  noun,
  back,
  skeleton,
  pending,
  children,
}: {
  query: UseQueryResult<T, ApiClientError>;
  id: string;
  noun: string;
  /** The list the object belongs to (not-found and error states lead back to it). */
  back: { href: string; label: string };
  /** The page's shape while it loads; a detail page's by default. */
  skeleton?: React.ReactNode;
  /** Something else the page needs before it can show (a related object): keeps the skeleton. */
  pending?: boolean;
  children: (object: T) => React.ReactNode;
}) {
  if (query.isLoading || (pending && query.data !== undefined)) {
    if (skeleton) return <>{skeleton}</>;
    return (
      <div aria-busy="true" aria-label={`Loading ${noun}`}>
        <Skeleton className="mb-3 h-4 w-24" />
        <Skeleton className="mb-6 h-8 w-64" />
        <Skeleton className="mb-6 h-16 w-full" />
        <div className="grid gap-6 xl:grid-cols-3">
          <Skeleton className="h-64 xl:col-span-2" />
          <Skeleton className="h-64" />
        </div>
      </div>
    );
  }
  if (query.error?.isNotFound) {
    return (
      <>
        <PageHeader title={`${noun[0].toUpperCase()}${noun.slice(1)} not found`} back={back} />
        <Card>
          <EmptyState
            icon={SearchX}
            title={`No ${noun} ${id}`}
            description="It may belong to the other mode (test or live), or to another account."
            action={<Link href={back.href} className={buttonClasses({ variant: "secondary" })}>{`Back to ${back.label.toLowerCase()}`}</Link>}
          />
        </Card>
      </>
    );
  }
  if (query.error || query.data === undefined) {
    return (
      <>
        <PageHeader title={`${noun[0].toUpperCase()}${noun.slice(1)}`} back={back} />
        <Card>
          <DataTableError error={query.error} onRetry={() => query.refetch()} />
        </Card>
      </>
    );
  }
  return <>{children(query.data)}</>;
}
