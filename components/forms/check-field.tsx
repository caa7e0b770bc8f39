import { forwardRef, useId } from "react";
import { cn } from "@/components/ui/cn";

export type CheckFieldProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "type" | "title"> & { title: string; description?: string };

/** A checkbox with a title (its accessible name) and a description (announced as such). */
export const CheckField = forwardRef<HTMLInputElement, CheckFieldProps>(function CheckField({ title, description, className, ...input }, ref) {
  const id = useId();
  return (
    <label className={cn("flex cursor-pointer items-start gap-3", className)}>
      <input
        ref={ref}
        type="checkbox"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-description` : undefined}
        className="mt-0.5 size-4 rounded border-control accent-primary"
        {...input}
      />
      <span>
        <span id={`${id}-title`} className="block text-sm font-medium text-fg">
          {title}
        </span>
        {description && (
          <span id={`${id}-description`} className="block text-[13px] text-subtle">
            {description}
          </span>
        )}
      </span>
    </label>
  );
});
