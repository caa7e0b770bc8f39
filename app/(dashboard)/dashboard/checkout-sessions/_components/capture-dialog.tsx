"use client";

import { useMemo, useState } from "react";
import { AlertCircle, AlertTriangle, Minus, Plus } from "lucide-react";
import { toast } from "sonner";
import { Money } from "@/components/money";
import { CartBadge } from "@/components/payments/payment-badges";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Dialog } from "@/components/ui/dialog";
import { useOpening } from "@/components/ui/use-opening";
import { errorMessage } from "@/lib/client/api";
import type { CaptureRequest } from "@/lib/client/resources/checkout-sessions";
import type { CheckoutSession } from "@/lib/schemas/checkout-session";
import { formatMoney } from "@/lib/format";
import type { PaymentIntent } from "@/lib/schemas/payment-intent";
import { estimateCapture } from "./capture-estimate";

export type CaptureDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  session: CheckoutSession;
  intents: PaymentIntent[];
  onCapture: (body: CaptureRequest) => Promise<unknown>;
};

type Mode = "all" | "lines";

/** Choose what to capture (everything, or lines and quantities), then confirm. */
export function CaptureDialog(props: CaptureDialogProps) {
  // Every opening starts again from "capture in full", with every line's whole quantity.
  return <CaptureDialogBody key={useOpening(props.open)} {...props} />;
}

function CaptureDialogBody({ open, onOpenChange, session, intents, onCapture }: CaptureDialogProps) {
  const full = useMemo(() => new Map(session.line_items.map((l) => [l.line_id, l.quantity])), [session.line_items]);
  const [mode, setMode] = useState<Mode>("all");
  const [step, setStep] = useState<"choose" | "confirm">("choose");
  const [quantities, setQuantities] = useState<Map<string, number>>(() => new Map(full));
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const chosen = mode === "all" ? full : quantities;
  const estimate = estimateCapture(session, intents, chosen);
  const nothing = [...chosen.values()].every((q) => q === 0);
  const everything = session.line_items.every((l) => (chosen.get(l.line_id) ?? 0) === l.quantity);
  const cartOf = (line: { eligible: boolean }) => (session.split_cart ? (line.eligible ? "eligible" : "non_eligible") : (intents[0]?.cart ?? "whole"));

  function setQuantity(lineId: string, value: number, max: number) {
    const q = Math.max(0, Math.min(max, Number.isFinite(value) ? Math.trunc(value) : 0));
    setQuantities((prev) => new Map(prev).set(lineId, q));
  }

  function body(): CaptureRequest {
    if (everything) return {};
    // One entry per line with something to capture; the API matches lines by price.
    return { line_items: session.line_items.filter((l) => (chosen.get(l.line_id) ?? 0) > 0).map((l) => ({ price: l.price, quantity: chosen.get(l.line_id)! })) };
  }

  async function confirm() {
    setPending(true);
    setError(null);
    try {
      await onCapture(body());
      toast.success(`Captured ${formatMoney(estimate.total)}`, { description: estimate.released > 0 ? `${formatMoney(estimate.released)} was released to the shopper.` : undefined });
      onOpenChange(false);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setPending(false);
    }
  }

  const footer =
    step === "choose" ? (
      <>
        <Button variant="secondary" onClick={() => onOpenChange(false)}>Cancel</Button>
        <Button onClick={() => setStep("confirm")} disabled={nothing}>Review capture</Button>
      </>
    ) : (
      <>
        <Button variant="secondary" onClick={() => setStep("choose")} disabled={pending}>Back</Button>
        <Button onClick={confirm} loading={pending}>Capture {formatMoney(estimate.total)}</Button>
      </>
    );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={step === "choose" ? "Capture payment" : "Confirm capture"}
      description={
        step === "choose"
          ? "Charge the authorized cards for what you are shipping. Whatever you don't capture is released."
          : "A checkout session is captured once: this can't be undone."
      }
      dismissible={!pending}
      className="max-w-2xl"
      footer={footer}
    >
      {step === "choose" ? (
        <div className="space-y-4">
          <fieldset className="grid gap-2 sm:grid-cols-2">
            <legend className="sr-only">What to capture</legend>
            <ModeOption checked={mode === "all"} onSelect={() => setMode("all")} title="Capture in full" description={<>All items, <Money amount={session.amount_total} /></>} />
            <ModeOption checked={mode === "lines"} onSelect={() => setMode("lines")} title="Choose items" description="Capture some lines or fewer units" />
          </fieldset>

          {mode === "lines" && (
            <div className="overflow-hidden rounded-lg ring-1 ring-slate-200">
              <table className="w-full text-sm" aria-label="Items to capture">
                <thead className="bg-slate-50 text-left text-xs font-medium tracking-wide text-subtle uppercase">
                  <tr>
                    <th className="px-3 py-2">Item</th>
                    <th className="px-3 py-2 text-right">Unit</th>
                    <th className="px-3 py-2 text-center">Capture</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {session.line_items.map((l) => {
                    const q = quantities.get(l.line_id) ?? 0;
                    return (
                      <tr key={l.line_id}>
                        <td className="px-3 py-2.5">
                          <p className="font-medium text-fg">{l.name}</p>
                          <div className="mt-1 flex flex-wrap gap-1.5">
                            <CartBadge cart={cartOf(l)} />
                          </div>
                        </td>
                        <td className="px-3 py-2.5 text-right"><Money amount={l.unit_amount} /></td>
                        <td className="px-3 py-2.5">
                          <div className="flex items-center justify-center gap-1">
                            <Button variant="ghost" size="icon" aria-label={`One fewer ${l.name}`} onClick={() => setQuantity(l.line_id, q - 1, l.quantity)} disabled={q <= 0}>
                              <Minus aria-hidden />
                            </Button>
                            <input
                              type="number"
                              min={0}
                              max={l.quantity}
                              value={q}
                              onChange={(e) => setQuantity(l.line_id, e.target.valueAsNumber, l.quantity)}
                              aria-label={`Quantity of ${l.name} to capture`}
                              className="h-8 w-12 rounded-md border-0 text-center text-sm tabular-nums ring-1 ring-control ring-inset focus:ring-2 focus:ring-focus focus:outline-none [&::-webkit-inner-spin-button]:appearance-none"
                            />
                            <Button variant="ghost" size="icon" aria-label={`One more ${l.name}`} onClick={() => setQuantity(l.line_id, q + 1, l.quantity)} disabled={q >= l.quantity}>
                              <Plus aria-hidden />
                            </Button>
                            <span className="w-10 text-xs whitespace-nowrap text-subtle">of {l.quantity}</span>
                          </div>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}

          <CaptureSummary estimate={estimate} />
          {nothing && (
            <p className="flex items-center gap-2 text-[13px] text-warning">
              <AlertTriangle className="size-4" aria-hidden /> Choose at least one item. To release everything, cancel the session instead.
            </p>
          )}
        </div>
      ) : (
        <div className="space-y-4">
          {error && (
            <div role="alert" className="flex items-start gap-2 rounded-lg bg-red-50 px-3.5 py-2.5 text-sm text-danger ring-1 ring-danger/15 ring-inset">
              <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>{error}</span>
            </div>
          )}
          <p className="text-sm text-fg-secondary">
            You are about to capture <strong className="font-semibold text-fg" data-testid="capture-confirm-total">{formatMoney(estimate.total)}</strong>
            {everything ? " — the whole order." : "."}
          </p>
          <ul className="space-y-1.5 text-[13px] text-muted">
            {session.line_items.map((l) => {
              const q = chosen.get(l.line_id) ?? 0;
              return (
                <li key={l.line_id} className={cn("flex justify-between gap-4", q === 0 && "text-subtle line-through")}>
                  <span>{q} × {l.name}</span>
                  <span className="tabular-nums">{q < l.quantity ? `${l.quantity - q} released` : "all"}</span>
                </li>
              );
            })}
          </ul>
          <CaptureSummary estimate={estimate} />
        </div>
      )}
    </Dialog>
  );
}

function ModeOption({ checked, onSelect, title, description }: { checked: boolean; onSelect: () => void; title: string; description: React.ReactNode }) {
  return (
    <label
      className={cn(
        "flex cursor-pointer items-start gap-3 rounded-lg p-3 ring-1 transition-colors",
        checked ? "bg-brand-50/60 ring-2 ring-accent" : "ring-slate-200 hover:bg-slate-50",
      )}
    >
      <input type="radio" name="capture-mode" checked={checked} onChange={onSelect} className="mt-0.5 size-4 accent-primary" />
      <span>
        <span className="block text-sm font-medium text-fg">{title}</span>
        <span className="block text-[13px] text-subtle">{description}</span>
      </span>
    </label>
  );
}

function CaptureSummary({ estimate }: { estimate: ReturnType<typeof estimateCapture> }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200 ring-inset" data-testid="capture-summary">
      <table className="w-full text-[13px]">
        <thead>
          <tr className="text-left text-xs text-subtle">
            <th className="pb-1.5 font-medium">Card</th>
            <th className="pb-1.5 text-right font-medium">Held</th>
            <th className="pb-1.5 text-right font-medium">Capture</th>
            <th className="pb-1.5 text-right font-medium">Release</th>
          </tr>
        </thead>
        <tbody>
          {estimate.carts.map((c) => (
            <tr key={c.intent.payment_intent_id}>
              <td className="py-1"><CartBadge cart={c.intent.cart} /></td>
              <td className="py-1 text-right text-subtle"><Money amount={c.authorized} /></td>
              <td className="py-1 text-right font-medium text-fg"><Money amount={c.amount} /></td>
              <td className="py-1 text-right text-subtle"><Money amount={c.released} /></td>
            </tr>
          ))}
          <tr className="border-t border-slate-200 font-semibold text-fg">
            <td className="pt-2">Total</td>
            <td className="pt-2 text-right font-normal text-subtle"><Money amount={estimate.carts.reduce((s, c) => s + c.authorized, 0)} /></td>
            <td className="pt-2 text-right" data-testid="capture-total"><Money amount={estimate.total} /></td>
            <td className="pt-2 text-right font-normal text-subtle"><Money amount={estimate.released} /></td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
