import type { LucideIcon } from "lucide-react";
import { cn } from "./ui/cn";

export type EmptyStateProps = {
  icon?: LucideIcon;
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Call to action buttons. */
  action?: React.ReactNode;
  tone?: "neutral" | "danger";
  /** h1 when the state is the whole page (not found, error); h3 inside a card or table. */
  heading?: "h1" | "h3";
  className?: string;
};

/** Centered illustration-free placeholder for "nothing here yet", "no matches" and errors. */
export function EmptyState({ icon: Icon, title, description, action, tone = "neutral", heading: Heading = "h3", className }: EmptyStateProps) {
  return (
    <div className={cn("flex flex-col items-center justify-center px-6 py-14 text-center", className)}>
      {Icon && (
        <div
          className={cn(
            "mb-4 flex size-11 items-center justify-center rounded-full ring-8",
            tone === "danger" ? "bg-red-50 text-danger ring-red-50/50" : "bg-slate-100 text-subtle ring-slate-50",
          )}
        >
          <Icon className="size-5" aria-hidden />
        </div>
      )}
      <Heading className="text-sm font-semibold text-fg">{title}</Heading>
      {description && <p className="mt-1 max-w-sm text-sm text-subtle">{description}</p>}
      {action && <div className="mt-5 flex items-center gap-2">{action}</div>}
    </div>
  );
}
