import { AlertTriangle, Inbox } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/client/api";

/** Placeholder rows shaped like the table, shown on the first load. */
export function DataTableSkeletonRows({ columns, rows = 8 }: { columns: { className?: string; skeletonClassName?: string }[]; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, r) => (
        <tr key={r} data-testid="table-skeleton-row">
          {columns.map((c, i) => (
            <td key={i} className="h-12 px-4">
              <Skeleton className={c.skeletonClassName ?? (i === 0 ? "h-4 w-40" : "h-4 w-24")} style={{ opacity: 1 - r * 0.08 }} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

export function DataTableEmpty({
  title = "No results",
  description,
  action,
}: {
  title?: React.ReactNode;
  description?: React.ReactNode;
  action?: React.ReactNode;
}) {
  return <EmptyState icon={Inbox} title={title} description={description} action={action} />;
}

export function DataTableError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <EmptyState
      icon={AlertTriangle}
      tone="danger"
      title="We couldn't load this list"
      description={errorMessage(error)}
      action={
        onRetry && (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Try again
          </Button>
        )
      }
    />
  );
}
