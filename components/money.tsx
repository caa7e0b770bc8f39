import { formatMoney } from "@/lib/format";
import { cn } from "./ui/cn";

export type MoneyProps = {
  /** Integer amount in cents. */
  amount: number | null | undefined;
  currency?: string;
  className?: string;
};

/** "$1,234.56" with tabular figures so amounts line up in columns. */
export function Money({ amount, currency = "usd", className }: MoneyProps) {
  if (amount === null || amount === undefined) return <span className={cn("text-subtle", className)}>—</span>;
  return (
    <span className={cn("tabular-nums", amount < 0 && "text-danger", className)}>
      {formatMoney(amount, currency)}
      {currency.toLowerCase() !== "usd" && <span className="ml-1 text-xs text-subtle uppercase">{currency}</span>}
    </span>
  );
}
