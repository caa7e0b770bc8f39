import { Badge, type BadgeTone } from "@/components/ui/badge";

const TONES: Record<number, BadgeTone> = { 2: "green", 4: "amber", 5: "red" };

/** "200 OK" in green, "422 ERR" in amber (the caller's mistake), "500 ERR" in red (ours), as Stripe's logs read. */
export function RequestStatusBadge({ status }: { status: number }) {
  const statusClass = Math.floor(status / 100);
  return (
    <Badge tone={TONES[statusClass] ?? "neutral"} dot data-status-class={`${statusClass}xx`} className="font-mono tabular-nums">
      {status} {status < 400 ? "OK" : "ERR"}
    </Badge>
  );
}
