import { cn } from "./cn";

export type LabelProps = React.LabelHTMLAttributes<HTMLLabelElement> & { optional?: boolean };

export function Label({ className, children, optional, ...props }: LabelProps) {
  return (
    <label className={cn("block text-[13px] font-medium text-slate-700", className)} {...props}>
      {children}
      {optional && <span className="ml-1 font-normal text-slate-400">(optional)</span>}
    </label>
  );
}
