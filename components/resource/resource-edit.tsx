"use client";

// An edit page: the object loads (with the kit's not-found and error states), then its form
// under an "Edit <noun>" header that leads back to the object.
import type { UseQueryResult } from "@tanstack/react-query";
import { PageHeader } from "@/components/page-header";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { ApiClientError } from "@/lib/client/api";
import { ResourceDetail } from "./resource-detail";

export function ResourceEdit<T>({
  query,
  id,
  noun,
  list,
  pending,
  description,
  children,
}: {
  query: UseQueryResult<T, ApiClientError>;
  id: string;
  noun: string;
  /** The list page, e.g. { href: "/dashboard/prices", label: "Prices" }; the object is at href/id. */
  list: { href: string; label: string };
  pending?: boolean;
  /** Names the object under the title. */
  description: (object: T) => React.ReactNode;
  /** The form, filled with the object. */
  children: (object: T) => React.ReactNode;
}) {
  const title = `Edit ${noun}`;
  const back = { href: `${list.href}/${id}`, label: `Back to ${noun}` };
  const skeleton = (
    <>
      <PageHeader title={title} back={back} />
      <div className="max-w-3xl">
        <Card>
          <CardContent className="space-y-4">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-9 w-full" />
            ))}
          </CardContent>
        </Card>
      </div>
    </>
  );
  return (
    <ResourceDetail query={query} id={id} noun={noun} back={list} skeleton={skeleton} pending={pending}>
      {(object) => (
        <>
          <PageHeader title={title} description={description(object)} back={back} />
          <div className="max-w-3xl">{children(object)}</div>
        </>
      )}
    </ResourceDetail>
  );
}
