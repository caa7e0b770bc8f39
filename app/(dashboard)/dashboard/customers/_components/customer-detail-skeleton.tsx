import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

export function CustomerDetailSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading customer">
      <Skeleton className="mb-4 h-4 w-24" />
      <div className="mb-6 flex items-center gap-3">
        <Skeleton className="size-12 rounded-full" />
        <div className="space-y-2">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-4 w-56" />
        </div>
      </div>
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
