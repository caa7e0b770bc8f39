import { Skeleton } from "@/components/ui/skeleton";

/** Shown while a dashboard page renders on the server after navigation. */
export default function DashboardLoading() {
  return (
    <div aria-busy="true" aria-label="Loading">
      <Skeleton className="mb-2 h-7 w-48" />
      <Skeleton className="mb-8 h-4 w-80" />
      <div className="overflow-hidden rounded-lg border border-slate-200">
        <div className="h-12 border-b border-slate-200 bg-slate-50/70" />
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="flex items-center gap-6 border-b border-slate-100 px-4 py-4 last:border-0">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-4 w-48" />
            <Skeleton className="ml-auto h-4 w-24" />
          </div>
        ))}
      </div>
    </div>
  );
}
