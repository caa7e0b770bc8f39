import { forwardRef } from "react";
import { ChevronDown } from "lucide-react";
import { cn } from "./cn";
import { controlClasses } from "./input";

export type SelectOption = { value: string; label: string };

export type SelectProps = React.SelectHTMLAttributes<HTMLSelectElement> & {
  /** Convenience for simple lists; children are used when omitted. */
  options?: SelectOption[];
  placeholder?: string;
};

/** A native select (keyboard and mobile friendly) styled like the other controls. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select({ className, options, placeholder, children, ...props }, ref) {
  return (
    <div className={cn("relative", className)}>
      <select ref={ref} className={cn(controlClasses, "h-9 appearance-none pr-8")} {...props}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options
          ? options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))
          : children}
      </select>
      <ChevronDown className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-icon" aria-hidden />
    </div>
  );
});
