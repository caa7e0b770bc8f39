import { cn } from "./cn";

export type LabelProps = React.LabelHTMLAttributes<HTMLLabelElement> & { optional?: boolean };

export function Label({ className, children, optional, ...props }: LabelProps) {
  return (
    <label className={cn("block text-[13px] font-medium text-fg-secondary", className)} {...props}>
      {children}
      {optional && <span className="ml-1 font-normal text-subtle">(optional)</span>}
    </label>
  );
}
