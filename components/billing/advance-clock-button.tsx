"use client";

import { useState } from "react";
import { FastForward } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useAdvanceTestClock } from "@/lib/client/resources/billing-actions";
import { formatDateTime } from "@/lib/format";

const DAY = 86_400;
const PRESETS = [
  { label: "1 day", seconds: DAY },
  { label: "1 week", seconds: 7 * DAY },
  { label: "1 month (31 days)", seconds: 31 * DAY },
];

/**
 * Test mode's billing clock: moves it forward and runs what falls due (renewals, trial ends,
 * retries, cancellations) before answering, so a month of billing is seen at once.
 */
export function AdvanceClockButton() {
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState("");
  const advance = useAdvanceTestClock({
    onSuccess: (r) => {
      setOpen(false);
      setDays("");
      // A toast with a description: the kit's successMessage is one line.
      toast.success(`Test clock now at ${formatDateTime(r.now)}`, {
        description: `${r.invoices_created} invoices created, ${r.invoices_paid} paid, ${r.invoices_failed} failed; ${r.subscriptions_updated} subscriptions changed status.`,
      });
    },
  });
  const custom = Number(days);
  const customValid = Number.isInteger(custom) && custom >= 1 && custom <= 3660;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <FastForward aria-hidden /> Advance clock
      </Button>
      <Dialog
        open={open}
        onOpenChange={(o) => !advance.isPending && setOpen(o)}
        title="Advance the test clock"
        description="Test mode only: moves your test billing time forward and runs everything that falls due. It never moves back."
        dismissible={!advance.isPending}
      >
        <div className="space-y-4">
          <div className="flex flex-wrap gap-2">
            {PRESETS.map((p) => (
              <Button key={p.label} variant="secondary" disabled={advance.isPending} onClick={() => advance.mutate(p.seconds)}>
                {`+ ${p.label}`}
              </Button>
            ))}
          </div>
          <form
            className="flex items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (customValid) advance.mutate(custom * DAY);
            }}
          >
            <div>
              <Label htmlFor="advance-days">Days</Label>
              <Input id="advance-days" inputMode="numeric" value={days} onChange={(e) => setDays(e.target.value)} placeholder="e.g. 90" className="w-28" />
            </div>
            <Button type="submit" disabled={!customValid} loading={advance.isPending}>
              Advance
            </Button>
          </form>
        </div>
      </Dialog>
    </>
  );
}
