import { HeartPulse } from "lucide-react";
import { cn } from "./ui/cn";

/** Product mark + name. `compact` shows the mark only. */
export function BrandLogo({ compact = false, className }: { compact?: boolean; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <span className="flex size-8 items-center justify-center rounded-lg bg-gradient-to-br from-brand-500 to-brand-700 text-white shadow-sm ring-1 ring-brand-700/20">
        <HeartPulse className="size-[18px]" aria-hidden />
      </span>
      {!compact && <span className="text-[15px] font-semibold tracking-tight text-slate-900">Commerce Payments</span>}
    </span>
  );
}
