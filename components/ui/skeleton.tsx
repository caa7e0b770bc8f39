import { cn } from "./cn";

export function Skeleton({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden data-skeleton className={cn("animate-pulse rounded bg-slate-200/70", className)} {...props} />;
}
