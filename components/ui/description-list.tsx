import { cn } from "./cn";

/** Label/value rows for detail pages. */
export function DescriptionList({ className, ...props }: React.HTMLAttributes<HTMLDListElement>) {
  return <dl className={cn("divide-y divide-slate-100", className)} {...props} />;
}

export function DescriptionItem({ label, children, className }: { label: React.ReactNode; children: React.ReactNode; className?: string }) {
  return (
    <div className={cn("grid grid-cols-3 gap-4 py-2.5 text-sm", className)}>
      <dt className="text-subtle">{label}</dt>
      <dd className="col-span-2 min-w-0 break-words text-fg">{children}</dd>
    </div>
  );
}
