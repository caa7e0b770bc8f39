import { forwardRef, useId } from "react";
import type { LucideIcon } from "lucide-react";
import { cn } from "@/components/ui/cn";

export type ChoiceCardProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "type" | "title"> & {
  title: string;
  description?: string;
  /** Replaces the visible radio dot with an icon (the radio stays for keyboard and screen readers). */
  icon?: LucideIcon;
  selected: boolean;
};

/**
 * A radio option drawn as a card. Its accessible name is the title alone; the description is
 * announced as its description.
 */
export const ChoiceCard = forwardRef<HTMLInputElement, ChoiceCardProps>(function ChoiceCard(
  { title, description, icon: Icon, selected, className, ...input },
  ref,
) {
  const id = useId();
  return (
    <label
      className={cn(
        "flex cursor-pointer items-start gap-2.5 rounded-lg p-3 ring-1 ring-inset transition-colors",
        "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus",
        selected ? "bg-brand-50/60 ring-2 ring-accent" : "ring-slate-200 hover:bg-slate-50",
        className,
      )}
    >
      <input
        ref={ref}
        type="radio"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-description` : undefined}
        className={Icon ? "sr-only" : "mt-0.5 accent-primary"}
        {...input}
      />
      {Icon && <Icon className={cn("mt-0.5 size-4 shrink-0", selected ? "text-accent" : "text-icon")} aria-hidden />}
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
