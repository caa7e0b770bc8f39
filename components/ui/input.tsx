import { forwardRef } from "react";
import { cn } from "./cn";

/** Shared look of text-like controls (input, textarea, select). */
export const controlClasses =
  "block w-full rounded-md border-0 bg-white px-3 text-sm text-fg shadow-xs ring-1 ring-inset ring-control " +
  "placeholder:text-subtle focus:ring-2 focus:ring-inset focus:ring-focus focus:outline-none " +
  "disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-subtle " +
  "aria-invalid:ring-danger aria-invalid:focus:ring-danger";

export type InputProps = React.InputHTMLAttributes<HTMLInputElement>;

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input({ className, type = "text", ...props }, ref) {
  return <input ref={ref} type={type} className={cn(controlClasses, "h-9", className)} {...props} />;
});
