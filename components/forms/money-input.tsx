import { forwardRef } from "react";
import { cn } from "@/components/ui/cn";
import { Input, type InputProps } from "@/components/ui/input";

/** A dollars text input with a "$" prefix and a "USD" suffix; parse it with parseDollars. */
export const MoneyInput = forwardRef<HTMLInputElement, Omit<InputProps, "type">>(function MoneyInput({ className, ...props }, ref) {
  return (
    <div className={cn("relative", className)}>
      <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-subtle" aria-hidden>
        $
      </span>
      <Input ref={ref} type="text" inputMode="decimal" autoComplete="off" placeholder="0.00" className="pr-12 pl-7 tabular-nums" {...props} />
      <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-xs font-medium text-subtle" aria-hidden>
        USD
      </span>
    </div>
  );
});

/** A numeric text input with a unit suffix ("%", "days", "months"). */
export const SuffixInput = forwardRef<HTMLInputElement, Omit<InputProps, "type"> & { suffix: string }>(function SuffixInput(
  { className, suffix, ...props },
  ref,
) {
  return (
    <div className={cn("relative", className)}>
      <Input ref={ref} type="text" inputMode="decimal" autoComplete="off" className="pr-16 tabular-nums" {...props} />
      <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-xs font-medium text-subtle" aria-hidden>
        {suffix}
      </span>
    </div>
  );
});
