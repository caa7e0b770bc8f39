import { AlertCircle } from "lucide-react";
import { cn } from "@/components/ui/cn";

/**
 * Messages no field could take (an API or server action error), shown above a form. `compact`
 * is the tighter box of the settings cards.
 */
export function FormAlert({ messages, compact = false }: { messages: string[]; compact?: boolean }) {
  if (messages.length === 0) return null;
  return (
    <div
      role="alert"
      className={cn(
        "flex items-start gap-2 bg-red-50 text-sm text-danger ring-1 ring-danger/15 ring-inset",
        compact ? "rounded-md px-3 py-2.5" : "rounded-lg px-4 py-3",
      )}
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
      {messages.length === 1 && compact ? (
        messages[0]
      ) : (
        <ul className="space-y-0.5">
          {messages.map((m, i) => (
            <li key={i}>{m}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
