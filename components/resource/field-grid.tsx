// The detail half of the resource kit: the row of key facts under a detail page's header,
// driven by field definitions.
import { cn } from "@/components/ui/cn";

export type Field = { label: string; value: React.ReactNode; hidden?: boolean };

export const none = <span className="text-subtle">—</span>;

// Four facts to a row from small screens up. Five fit one row only on wide screens, where each
// takes the width it needs (an email address more than a date); below that, three to a row and
// no dividers.
const FOUR = { grid: "sm:grid-cols-4", divider: (i: number) => (i % 4 > 0 ? "sm:border-l sm:border-slate-200 sm:pl-6" : undefined) };
const FIVE = { grid: "sm:grid-cols-3 xl:flex xl:gap-x-0", divider: (i: number) => (i > 0 ? "xl:border-l xl:border-slate-200 xl:px-6" : "xl:pr-6") };

export function FieldGrid({ fields }: { fields: Field[] }) {
  const shown = fields.filter((f) => !f.hidden);
  const layout = shown.length === 5 ? FIVE : FOUR;
  return (
    <dl className={`mb-6 grid grid-cols-2 gap-x-6 gap-y-3 border-y border-slate-200 py-4 ${layout.grid}`}>
      {shown.map((f, i) => (
        <div key={f.label} className={cn("min-w-0", layout.divider(i))}>
          <dt className="text-xs text-subtle">{f.label}</dt>
          <dd className="mt-1 truncate text-sm text-fg">{f.value ?? none}</dd>
        </div>
      ))}
    </dl>
  );
}
