"use client";

import { cn } from "./cn";

export type SwitchProps = Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, "onChange"> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Track colour when on. */
  tone?: "brand" | "orange";
};

export function Switch({ checked, onCheckedChange, tone = "brand", className, disabled, ...props }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        "relative inline-flex h-5 w-9 shrink-0 cursor-pointer items-center rounded-full transition-colors",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-wait",
        checked ? (tone === "orange" ? "bg-test-fill" : "bg-primary") : "bg-control",
        className,
      )}
      {...props}
    >
      <span
        aria-hidden
        className={cn("inline-block size-4 rounded-full bg-white shadow-sm transition-transform", checked ? "translate-x-[18px]" : "translate-x-0.5")}
      />
    </button>
  );
}
