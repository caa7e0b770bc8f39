"use client";

import { useMemo, useState } from "react";
import { AlertTriangle, Minus, Plus } from "lucide-react";
import { toast } from "sonner";
import { Money } from "@/components/money";
import { CartBadge } from "@/components/payments/payment-badges";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Dialog } from "@/components/ui/dialog";
import { useOpening } from "@/components/ui/use-opening";
import { FormAlert } from "@/components/forms/form-alert";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
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
    return {
      line_items: session.line_items.filter((l) => (chosen.get(l.line_id) ?? 0) > 0).map((l) => ({ price: l.price, quantity: chosen.get(l.line_id)! })),
    };
  }

  async function confirm() {
    setPending(true);
    setError(null);
    try {
      await onCapture(body());
      toast.success(`Captured ${formatMoney(estimate.total)}`, {
        description: estimate.released > 0 ? `${formatMoney(estimate.released)} was released to the shopper.` : undefined,
      });
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
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button onClick={() => setStep("confirm")} disabled={nothing}>
          Review capture
        </Button>
      </>
    ) : (
      <>
        <Button variant="secondary" onClick={() => setStep("choose")} disabled={pending}>
          Back
        </Button>
        <Button onClick={confirm} loading={pending}>
          Capture {formatMoney(estimate.total)}
        </Button>
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
            <ModeOption
              checked={mode === "all"}
              onSelect={() => setMode("all")}
              title="Capture in full"
              description={
                <>
                  All items, <Money amount={session.amount_total} />
                </>
              }
            />
            <ModeOption checked={mode === "lines"} onSelect={() => setMode("lines")} title="Choose items" description="Capture some lines or fewer units" />
          </fieldset>

          {mode === "lines" && <CaptureLines session={session} quantities={quantities} cartOf={cartOf} setQuantity={setQuantity} />}

          <CaptureSummary estimate={estimate} />
          {nothing && (
            <p className="flex items-center gap-2 text-[13px] text-warning">
              <AlertTriangle className="size-4" aria-hidden /> Choose at least one item. To release everything, cancel the session instead.
            </p>
          )}
        </div>
      ) : (
        <div className="space-y-4">
          <FormAlert messages={error ? [error] : []} compact />
          <p className="text-sm text-fg-secondary">
            You are about to capture{" "}
            <strong className="font-semibold text-fg" data-testid="capture-confirm-total">
              {formatMoney(estimate.total)}
            </strong>
            {everything ? " — the whole order." : "."}
          </p>
          <ul className="space-y-1.5 text-[13px] text-muted">
            {session.line_items.map((l) => {
              const q = chosen.get(l.line_id) ?? 0;
              return (
                <li key={l.line_id} className={cn("flex justify-between gap-4", q === 0 && "text-subtle line-through")}>
                  <span>
                    {q} × {l.name}
                  </span>
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

/** Each line with − / + and a number box: how many of its units to capture. */
function CaptureLines({
  session,
  quantities,
  cartOf,
  setQuantity,
}: {
  session: CheckoutSession;
  quantities: Map<string, number>;
  cartOf: (line: { eligible: boolean }) => PaymentIntent["cart"];
  setQuantity: (lineId: string, value: number, max: number) => void;
}) {
  return (
    <div className="overflow-hidden rounded-lg ring-1 ring-slate-200">
      <Table aria-label="Items to capture">
        <TableHeader>
          <TableRow>
            <TableHead className="px-3">Item</TableHead>
            <TableHead className="px-3 text-right">Unit</TableHead>
            <TableHead className="px-3 text-center">Capture</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {session.line_items.map((l) => {
            const q = quantities.get(l.line_id) ?? 0;
            return (
              <TableRow key={l.line_id}>
                <TableCell className="h-auto px-3 py-2.5">
                  <p className="font-medium text-fg">{l.name}</p>
                  <div className="mt-1 flex flex-wrap gap-1.5">
                    <CartBadge cart={cartOf(l)} />
                  </div>
                </TableCell>
                <TableCell className="h-auto px-3 py-2.5 text-right text-fg">
                  <Money amount={l.unit_amount} />
                </TableCell>
                <TableCell className="h-auto px-3 py-2.5">
                  <div className="flex items-center justify-center gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`One fewer ${l.name}`}
                      onClick={() => setQuantity(l.line_id, q - 1, l.quantity)}
                      disabled={q <= 0}
                    >
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
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`One more ${l.name}`}
                      onClick={() => setQuantity(l.line_id, q + 1, l.quantity)}
                      disabled={q >= l.quantity}
                    >
                      <Plus aria-hidden />
                    </Button>
                    <span className="w-10 text-xs whitespace-nowrap text-subtle">of {l.quantity}</span>
                  </div>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}

/** Per card: what is held, what this capture takes, what it releases. */
function CaptureSummary({ estimate }: { estimate: ReturnType<typeof estimateCapture> }) {
  const cell = "h-auto px-0 py-1 text-right";
  return (
    <div className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200 ring-inset" data-testid="capture-summary">
      <Table className="text-[13px]">
        <TableHeader className="border-0 bg-transparent">
          <TableRow>
            <TableHead className="h-auto px-0 pb-1.5 tracking-normal normal-case">Card</TableHead>
            <TableHead className="h-auto px-0 pb-1.5 text-right tracking-normal normal-case">Held</TableHead>
            <TableHead className="h-auto px-0 pb-1.5 text-right tracking-normal normal-case">Capture</TableHead>
            <TableHead className="h-auto px-0 pb-1.5 text-right tracking-normal normal-case">Release</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody className="divide-y-0">
          {estimate.carts.map((c) => (
            <TableRow key={c.intent.payment_intent_id}>
              <TableCell className="h-auto px-0 py-1">
                <CartBadge cart={c.intent.cart} />
              </TableCell>
              <TableCell className={cn(cell, "text-subtle")}>
                <Money amount={c.authorized} />
              </TableCell>
              <TableCell className={cn(cell, "font-medium text-fg")}>
                <Money amount={c.amount} />
              </TableCell>
              <TableCell className={cn(cell, "text-subtle")}>
                <Money amount={c.released} />
              </TableCell>
            </TableRow>
          ))}
          <TableRow className="border-t border-slate-200 font-semibold">
            <TableCell className="h-auto px-0 pt-2 text-fg">Total</TableCell>
            <TableCell className={cn(cell, "pt-2 font-normal text-subtle")}>
              <Money amount={estimate.carts.reduce((s, c) => s + c.authorized, 0)} />
            </TableCell>
            <TableCell className={cn(cell, "pt-2 text-fg")} data-testid="capture-total">
              <Money amount={estimate.total} />
            </TableCell>
            <TableCell className={cn(cell, "pt-2 font-normal text-subtle")}>
              <Money amount={estimate.released} />
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </div>
  );
}
