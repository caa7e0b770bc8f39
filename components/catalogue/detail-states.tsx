"use client";

import Link from "next/link";
import { SearchX } from "lucide-react";
import { DataTableError } from "@/components/data-table";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { buttonClasses } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

type Back = { href: string; label: string };

/** A detail page while its object loads: header, a main card of rows and a side card. */
export function DetailSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" aria-label={label}>
      <Skeleton className="mb-4 h-4 w-24" />
      <div className="mb-6 space-y-2">
        <Skeleton className="h-7 w-64" />
        <Skeleton className="h-4 w-80" />
      </div>
      <Skeleton className="mb-6 h-20 w-full rounded-lg" />
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardContent className="space-y-4">
            {Array.from({ length: 7 }, (_, i) => (
              <div key={i} className="grid grid-cols-3 gap-4">
                <Skeleton className="h-4 w-24" />
                <Skeleton className="col-span-2 h-4 w-48" />
              </div>
            ))}
          </CardContent>
        </Card>
        <Card>
          <CardContent className="space-y-3">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-4 w-28" />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

/** A form page while the object it edits loads. */
export function FormSkeleton({ title, back }: { title: string; back: Back }) {
  return (
    <>
      <PageHeader title={title} back={back} />
      <div className="max-w-3xl">
        <Card>
          <CardContent className="space-y-4">{Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-9 w-full" />)}</CardContent>
        </Card>
      </div>
    </>
  );
}

/** 404 (other mode or no such object) or another load failure, under the page's header. */
export function DetailUnavailable({
  title,
  noun,
  id,
  list,
  error,
  onRetry,
}: {
  title: string;
  /** "product", "price"... */
  noun: string;
  id: string;
  list: { href: string; label: string };
  error: { isNotFound?: boolean } | null | undefined;
  onRetry: () => void;
}) {
  const notFound = Boolean(error?.isNotFound);
  return (
    <>
      <PageHeader title={title} back={list} />
      <Card>
        {notFound ? (
          <EmptyState
            icon={SearchX}
            title={`${noun.charAt(0).toUpperCase()}${noun.slice(1)} not found`}
            description={`There is no ${noun} ${id} in this mode. It may belong to the other mode (test or live).`}
            action={<Link href={list.href} className={buttonClasses({ variant: "secondary" })}>Back to {list.label.toLowerCase()}</Link>}
          />
        ) : (
          <DataTableError error={error} onRetry={onRetry} />
        )}
      </Card>
    </>
  );
}
