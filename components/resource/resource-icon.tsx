import type { LucideIcon } from "lucide-react";
import { cn } from "@/components/ui/cn";

// A section's icon in a tile: large beside a detail page's title, small beside a list row's name.
const TONES = { brand: "bg-brand-50 text-accent ring-brand-100", slate: "bg-slate-100 text-subtle ring-slate-200" };

export function ResourceIcon({ icon: Icon, tone = "brand", size = "lg" }: { icon: LucideIcon; tone?: keyof typeof TONES; size?: "sm" | "lg" }) {
  return (
    <span
      aria-hidden
      className={cn("flex shrink-0 items-center justify-center ring-1", size === "lg" ? "size-12 rounded-lg" : "size-8 rounded-md", TONES[tone])}
    >
      <Icon className={size === "lg" ? "size-6" : "size-4"} />
    </span>
  );
}
