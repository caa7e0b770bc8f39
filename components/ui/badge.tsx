import { cn } from "./cn";

export type BadgeTone = "neutral" | "green" | "amber" | "red" | "blue" | "brand" | "orange";

const TONES: Record<BadgeTone, string> = {
  neutral: "bg-slate-100 text-fg-secondary ring-subtle/15",
  green: "bg-emerald-50 text-success ring-success/20",
  amber: "bg-amber-50 text-warning ring-warning/25",
  red: "bg-red-50 text-danger ring-danger/20",
  blue: "bg-sky-50 text-info ring-info/20",
  brand: "bg-brand-50 text-accent ring-accent/20",
  orange: "bg-orange-100 text-test ring-test/25",
};

export type BadgeProps = React.HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone; dot?: boolean };

export function Badge({ tone = "neutral", dot, className, children, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-md px-1.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset",
        TONES[tone],
        className,
      )}
      {...props}
    >
      {dot && <span className="size-1.5 rounded-full bg-current opacity-80" aria-hidden />}
      {children}
    </span>
  );
}
