import { FlaskConical } from "lucide-react";

const CARDS = [
  { number: "4242 4242 4242 4242", label: "Regular card, succeeds" },
  { number: "4000 0566 5566 5556", label: "HSA/FSA card, succeeds" },
  { number: "4000 0000 0000 0002", label: "Declined" },
  { number: "4000 0000 0000 9995", label: "Insufficient funds" },
];

/** Test mode only: the cards that work here (no real money moves). */
export function TestCardsHint() {
  return (
    <aside aria-label="Test cards" className="rounded-lg bg-orange-50/70 px-4 py-3 text-[13px] text-test-strong ring-1 ring-test/15 ring-inset">
      <p className="flex items-center gap-1.5 font-semibold">
        <FlaskConical className="size-3.5" aria-hidden />
        Test mode: no real money moves
      </p>
      <p className="mt-0.5 text-test">Use any future expiry date and any 3-digit CVC.</p>
      <ul className="mt-2 grid gap-1">
        {CARDS.map((c) => (
          <li key={c.number} className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-mono text-[12.5px] tracking-tight select-all">{c.number}</span>
            <span className="text-test">{c.label}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
