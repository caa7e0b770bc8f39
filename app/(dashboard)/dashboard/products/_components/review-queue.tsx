"use client";

import { useMemo, useState } from "react";
import Link from "next/link";
import type { ColumnDef } from "@tanstack/react-table";
import { Check, CheckCheck } from "lucide-react";
import { toast } from "sonner";
import { EligibilityBadge } from "@/components/catalogue/eligibility-badge";
import { ConfidenceBadge, EligibilitySignals, shortRationale } from "@/components/catalogue/eligibility-signals";
import { ELIGIBILITY } from "@/components/catalogue/labels";
import { DataTable, DataTableEmpty, DataTableSearch, DataTableToolbar, UrlCursorPagination, useTableUrlState } from "@/components/data-table";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { errorMessage } from "@/lib/client/api";
import { productsResource, useAcceptProductEligibility, useUpdateProduct, type ProductListParams, reviewQueueQuery } from "@/lib/client/resources/products";
import { useResourceList } from "@/lib/client/use-resource";
import { ELIGIBILITY_VALUES, type EligibilityValue } from "@/lib/eligibility/eligibility-values";
import type { Product } from "@/lib/schemas/product";

const CATEGORY_OPTIONS = ELIGIBILITY_VALUES.map((v) => ({ value: v, label: ELIGIBILITY[v].label }));

/**
 * The review queue: products flagged `eligibility_review: needed`, with the bot's suggestion, its
 * confidence and its signals. Accept keeps the suggestion (POST …/eligibility_review/accept, also
 * for the selected rows at once); choosing another category saves it with a PATCH. Either way the
 * choice is the merchant's, recorded with who and when, and the product leaves the queue.
 */
export function ReviewQueue({ params }: { params: Pick<ProductListParams, "search" | "starting_after" | "ending_before"> }) {
  const url = useTableUrlState();
  const list = useResourceList(productsResource, reviewQueueQuery(params));
  const accept = useAcceptProductEligibility();
  const update = useUpdateProduct();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [choices, setChoices] = useState<Record<string, EligibilityValue>>({});
  const [busy, setBusy] = useState<Set<string>>(new Set());
  const rows = useMemo(() => list.data?.data ?? [], [list.data]);
  const selectedOnPage = rows.filter((p) => selected.has(p.product_id));

  const mark = (ids: string[], on: boolean) =>
    setBusy((prev) => {
      const next = new Set(prev);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const unselect = (ids: string[]) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of ids) next.delete(id);
      return next;
    });

  async function acceptProducts(products: Product[]) {
    const ids = products.map((p) => p.product_id);
    mark(ids, true);
    try {
      await accept.mutateAsync(ids);
      unselect(ids);
      toast.success(ids.length === 1 ? `Accepted: ${products[0]!.name}` : `Accepted ${ids.length} products`, {
        description: ids.length === 1 ? `Kept as ${ELIGIBILITY[products[0]!.hsa_fsa_eligibility!].label}.` : "Their eligibility is now your decision.",
      });
    } catch (error) {
      toast.error("Could not accept", { description: errorMessage(error) });
    } finally {
      mark(ids, false);
    }
  }

  async function decide(product: Product, value: EligibilityValue) {
    if (value === product.hsa_fsa_eligibility) return acceptProducts([product]);
    mark([product.product_id], true);
    try {
      await update.mutateAsync({ id: product.product_id, body: { hsa_fsa_eligibility: value } });
      unselect([product.product_id]);
      toast.success(`Saved: ${product.name}`, { description: `Set to ${ELIGIBILITY[value].label}.` });
    } catch (error) {
      toast.error("Could not save the category", { description: errorMessage(error) });
    } finally {
      mark([product.product_id], false);
    }
  }

  // Rebuilt each render: the cells read the selection, choices and busy rows.
  const columns: ColumnDef<Product>[] = [
    {
      id: "select",
      header: () => (
        <input
          type="checkbox"
          aria-label="Select all products on this page"
          className="size-4 rounded border-control accent-primary"
          checked={rows.length > 0 && rows.every((p) => selected.has(p.product_id))}
          onChange={(e) => setSelected(e.target.checked ? new Set(rows.map((p) => p.product_id)) : new Set())}
        />
      ),
      meta: { className: "w-10 py-3 align-top", skeletonClassName: "h-4 w-4" },
      cell: ({ row }) => (
        <input
          type="checkbox"
          aria-label={`Select ${row.original.name}`}
          className="size-4 rounded border-control accent-primary"
          checked={selected.has(row.original.product_id)}
          onChange={(e) =>
            setSelected((prev) => {
              const next = new Set(prev);
              if (e.target.checked) next.add(row.original.product_id);
              else next.delete(row.original.product_id);
              return next;
            })
          }
        />
      ),
    },
    {
      id: "product",
      header: "Product",
      meta: { className: "min-w-56 py-3 align-top", skeletonClassName: "h-4 w-48" },
      cell: ({ row }) => (
        <div className="min-w-0">
          <Link href={`/dashboard/products/${row.original.product_id}`} className="font-medium text-fg hover:text-accent hover:underline">
            {row.original.name}
          </Link>
          {row.original.description && <p className="line-clamp-2 max-w-72 text-[13px] text-subtle">{row.original.description}</p>}
        </div>
      ),
    },
    {
      id: "suggestion",
      header: "Bot's suggestion",
      meta: { className: "py-3 align-top", skeletonClassName: "h-5 w-28" },
      cell: ({ row }) => (
        <div className="flex flex-col items-start gap-1.5" data-testid="bot-suggestion">
          <EligibilityBadge value={row.original.hsa_fsa_eligibility} />
          <ConfidenceBadge confidence={row.original.eligibility_confidence} />
        </div>
      ),
    },
    {
      id: "why",
      header: "Why",
      meta: { className: "w-full min-w-72 py-3 align-top", skeletonClassName: "h-4 w-72" },
      cell: ({ row }) => (
        <div className="space-y-1.5">
          <p className="line-clamp-2 text-[13px] text-muted" title={row.original.eligibility_rationale ?? undefined}>
            {shortRationale(row.original.eligibility_rationale)}
          </p>
          <EligibilitySignals signals={row.original.eligibility_signals} />
        </div>
      ),
    },
    {
      id: "decision",
      header: "Your decision",
      meta: { className: "py-3 align-top", skeletonClassName: "h-8 w-52" },
      cell: ({ row }) => {
        const p = row.original;
        const choice = choices[p.product_id] ?? p.hsa_fsa_eligibility ?? "not_eligible";
        const same = choice === p.hsa_fsa_eligibility;
        return (
          <div className="flex w-52 flex-col items-stretch gap-1.5">
            <Select
              aria-label={`Category for ${p.name}`}
              options={CATEGORY_OPTIONS}
              value={choice}
              onChange={(e) => setChoices((prev) => ({ ...prev, [p.product_id]: e.target.value as EligibilityValue }))}
            />
            <Button
              size="sm"
              variant={same ? "primary" : "secondary"}
              className="justify-center"
              loading={busy.has(p.product_id)}
              onClick={() => decide(p, choice)}
              aria-label={`${same ? "Accept" : "Save"} ${p.name}`}
            >
              {same ? <Check aria-hidden /> : null}
              {same ? "Accept" : "Save"}
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <DataTable
      aria-label="Products to review"
      columns={columns}
      data={list.data?.data}
      getRowId={(p) => p.product_id}
      isLoading={list.isLoading}
      isStale={list.isPlaceholderData || url.pending}
      error={list.error}
      onRetry={() => list.refetch()}
      toolbar={
        <DataTableToolbar
          search={<DataTableSearch value={params.search ?? ""} onChange={(v) => url.setFilter("search", v)} placeholder="Search by name" />}
          actions={
            <Button
              size="sm"
              disabled={selectedOnPage.length === 0}
              loading={accept.isPending && selectedOnPage.some((p) => busy.has(p.product_id))}
              onClick={() => acceptProducts(selectedOnPage)}
            >
              <CheckCheck aria-hidden /> Accept selected{selectedOnPage.length ? ` (${selectedOnPage.length})` : ""}
            </Button>
          }
        />
      }
      empty={
        params.search ? (
          <DataTableEmpty
            title="Nothing to review matches"
            description={`No flagged product matches “${params.search}”.`}
            action={
              <Button variant="secondary" size="sm" onClick={() => url.setFilter("search", null)}>
                Clear search
              </Button>
            }
          />
        ) : (
          <DataTableEmpty title="Nothing to review" description="The eligibility bot is confident about every product, or you decided them yourself." />
        )
      }
      footer={<UrlCursorPagination page={list.data} url={url} fetching={list.isFetching} noun={{ one: "product", other: "products" }} />}
    />
  );
}
