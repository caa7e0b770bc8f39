/** Label / value rows for narrow side cards: label left, value right, one line each. */
export function SideList({ rows }: { rows: [label: React.ReactNode, value: React.ReactNode][] }) {
  return (
    <dl className="divide-y divide-slate-100">
      {rows.map(([label, value], i) => (
        <div key={i} className="flex items-baseline justify-between gap-4 py-2.5 text-sm">
          <dt className="shrink-0 text-subtle">{label}</dt>
          <dd className="min-w-0 truncate text-right text-fg">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
