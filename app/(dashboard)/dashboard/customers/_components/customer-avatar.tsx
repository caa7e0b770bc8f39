import { cn } from "@/components/ui/cn";
import { initials } from "@/lib/format";

// A stable pastel per customer, so the same person is recognisable across pages.
const COLORS = [
  "bg-sky-100 text-avatar-sky",
  "bg-emerald-100 text-avatar-emerald",
  "bg-amber-100 text-avatar-amber",
  "bg-rose-100 text-avatar-rose",
  "bg-violet-100 text-avatar-violet",
  "bg-teal-100 text-avatar-teal",
];

export function CustomerAvatar({ name, seed, size = "sm" }: { name: string | null; seed: string; size?: "sm" | "lg" }) {
  let h = 0;
  for (const ch of seed) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return (
    <span
      aria-hidden
      className={cn(
        "flex shrink-0 items-center justify-center rounded-full font-semibold",
        size === "lg" ? "size-12 text-base" : "size-7 text-[11px]",
        COLORS[h % COLORS.length],
      )}
    >
      {initials(name)}
    </span>
  );
}
