import Image from "next/image";
import { cn } from "./ui/cn";

/** Product mark (public/logo.svg) + name. `compact` shows the mark only. */
export function BrandLogo({ compact = false, className }: { compact?: boolean; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      {/* An SVG needs no optimisation; served as is from public/. */}
      <Image
        src="/logo.svg"
        width={32}
        height={32}
        alt={compact ? "Commerce Payments" : ""}
        unoptimized
        loading="eager"
        className="size-8 shrink-0 rounded-lg shadow-sm"
      />
      {!compact && <span className="text-[15px] font-semibold tracking-tight text-fg">Commerce Payments</span>}
    </span>
  );
}
