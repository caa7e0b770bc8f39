import { cn } from "@/components/ui/cn";

export type DataTableToolbarProps = {
  /** Usually a <DataTableSearch>. */
  search?: React.ReactNode;
  /** Filter controls (selects, toggles) next to the search. */
  filters?: React.ReactNode;
  /** Right-aligned extras (export, column toggles...). */
  actions?: React.ReactNode;
  className?: string;
};

export function DataTableToolbar({ search, filters, actions, className }: DataTableToolbarProps) {
  return (
    <div className={cn("flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3", className)}>
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
        {search}
        {filters}
      </div>
      {actions && <div className="flex items-center gap-2">{actions}</div>}
    </div>
  );
}
