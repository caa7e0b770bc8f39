import { cn } from "@/components/ui/cn";
import { Label } from "@/components/ui/label";

export type FormFieldProps = {
  /** The id of the control, so the label and the messages point at it. */
  id: string;
  label: string;
  optional?: boolean;
  hint?: React.ReactNode;
  error?: string;
  className?: string;
  children: React.ReactNode;
};

/**
 * Label + control + hint/error. The control should set `aria-invalid` and
 * `aria-describedby={fieldMessageId(id)}` so screen readers announce the message.
 */
export function FormField({ id, label, optional, hint, error, className, children }: FormFieldProps) {
  return (
    <div className={cn("space-y-1.5", className)}>
      <Label htmlFor={id} optional={optional}>
        {label}
      </Label>
      {children}
      {error ? (
        <p id={fieldMessageId(id)} className="text-[13px] text-danger" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={fieldMessageId(id)} className="text-[13px] text-subtle">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function fieldMessageId(id: string): string {
  return `${id}-message`;
}
