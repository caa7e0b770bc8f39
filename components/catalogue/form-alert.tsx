import { AlertCircle } from "lucide-react";

/** Messages no field could take (from applyApiErrors), shown above a form. */
export function FormAlert({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <div role="alert" className="flex items-start gap-2 rounded-lg bg-red-50 px-4 py-3 text-sm text-danger ring-1 ring-danger/15 ring-inset">
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
      <ul className="space-y-0.5">{messages.map((m, i) => <li key={i}>{m}</li>)}</ul>
    </div>
  );
}
