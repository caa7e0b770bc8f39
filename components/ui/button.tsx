import { forwardRef } from "react";
import { Loader2 } from "lucide-react";
import { cn } from "./cn";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger" | "link";
export type ButtonSize = "sm" | "md" | "icon";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-primary text-white shadow-sm hover:bg-primary-hover focus-visible:outline-focus",
  secondary: "bg-white text-fg-secondary ring-1 ring-inset ring-control shadow-xs hover:bg-slate-50 focus-visible:outline-focus",
  ghost: "text-muted hover:bg-slate-100 hover:text-fg focus-visible:outline-focus",
  danger: "bg-danger-fill text-white shadow-sm hover:bg-danger-fill-hover focus-visible:outline-danger-fill",
  link: "text-accent hover:text-accent-strong hover:underline underline-offset-2 px-0 focus-visible:outline-focus",
};

// Disabled reads as unavailable without fading below 4.5:1 (no opacity): subtle text, and a grey
// fill where the button has one. A busy button (aria-busy, with its spinner) keeps its colours:
// it is working, not unavailable.
// (Spelled out in full: Tailwind finds class names in the source text.)
const DISABLED: Record<ButtonVariant, string> = {
  primary: "[&:disabled:not([aria-busy])]:bg-disabled [&:disabled:not([aria-busy])]:text-subtle [&:disabled:not([aria-busy])]:shadow-none",
  secondary:
    "[&:disabled:not([aria-busy])]:bg-slate-50 [&:disabled:not([aria-busy])]:text-subtle [&:disabled:not([aria-busy])]:ring-slate-200 [&:disabled:not([aria-busy])]:shadow-none",
  ghost: "[&:disabled:not([aria-busy])]:text-subtle",
  danger: "[&:disabled:not([aria-busy])]:bg-disabled [&:disabled:not([aria-busy])]:text-subtle [&:disabled:not([aria-busy])]:shadow-none",
  link: "[&:disabled:not([aria-busy])]:text-subtle",
};

const SIZES: Record<ButtonSize, string> = {
  sm: "h-8 px-2.5 text-[13px] gap-1.5",
  md: "h-9 px-3.5 text-sm gap-2",
  icon: "h-8 w-8 justify-center",
};

/** Class names of a button, for links styled as buttons (`<Link className={buttonClasses()}>`). */
export function buttonClasses({ variant = "primary", size = "md", className }: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return cn(
    "inline-flex shrink-0 items-center rounded-md font-medium whitespace-nowrap transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none",
    "[&_svg]:size-4 [&_svg]:shrink-0",
    SIZES[size],
    VARIANTS[variant],
    DISABLED[variant],
    className,
  );
}

export type ButtonProps = React.ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button while an action runs. */
  loading?: boolean;
};

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, loading, className, children, disabled, type = "button", ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClasses({ variant, size, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Loader2 className="animate-spin" aria-hidden />}
      {children}
    </button>
  );
});
