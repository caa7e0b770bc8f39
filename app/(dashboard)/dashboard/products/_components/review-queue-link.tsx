"use client";

import Link from "next/link";
import { ListChecks } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { useReviewCount } from "@/lib/client/resources/products";

/** "Review queue" with how many products wait for the merchant. */
export function ReviewQueueLink() {
  const count = useReviewCount();
  const n = count.data;
  return (
    <Link href="/dashboard/products/review" className={buttonClasses({ variant: "secondary" })}>
      <ListChecks aria-hidden /> Review queue
      {n && n.count > 0 && (
        <span className="rounded-full bg-amber-100 px-1.5 text-xs font-semibold text-warning tabular-nums" data-testid="review-count">
          {n.count}
          {n.more ? "+" : ""}
        </span>
      )}
    </Link>
  );
}
