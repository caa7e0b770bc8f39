"use client";

import { useId, useState } from "react";
import { toast } from "sonner";
import { Money } from "@/components/money";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useOpening } from "@/components/ui/use-opening";
import { FormAlert } from "@/components/forms/form-alert";
import { FormField, fieldMessageId } from "@/components/forms/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { ApiClientError, errorMessage, type ApiErrorEntry } from "@/lib/client/api";
import type { RefundReason } from "@/lib/client/resources/checkout-sessions";
import { REFUND_REASON_LABELS } from "@/lib/client/resources/refunds";
import { formatMoney } from "@/lib/format";
import { centsToDollarsInput, parseDollars } from "@/lib/client/dollars";

export type RefundDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What can still be refunded, in cents (received - refunded). */
  refundable: number;
  /** Captured in total, for context. */
  received: number;
  /** A sentence under the title: where the money goes. */
  description?: React.ReactNode;
  /** Sends the refund; throws ApiClientError on refusal. */
  onRefund: (input: { amount: number; reason: RefundReason }) => Promise<unknown>;
};

/** The API states limits in cents ("... refundable amount of 6176."): say them in dollars. */
function amountMessage(entry: ApiErrorEntry): string {
  const m = /refundable amount of (\d+)\.?$/.exec(entry.msg);
  if (entry.type === "amount_too_large" && m) return `The amount is more than can still be refunded (${formatMoney(Number(m[1]))}).`;
  return entry.msg;
}

const REASONS = Object.entries(REFUND_REASON_LABELS).map(([value, label]) => ({ value, label }));

/** Amount in dollars (parsed to exact cents) and a reason, checked against what is refundable before sending. */
export function RefundDialog(props: RefundDialogProps) {
  // Every opening starts from a clean form holding the full refundable amount.
  return <RefundDialogBody key={useOpening(props.open)} {...props} />;
}

function RefundDialogBody({ open, onOpenChange, refundable, received, description, onRefund }: RefundDialogProps) {
  const formId = useId();
  const amountId = `${formId}-amount`;
  const [amountText, setAmountText] = useState(() => centsToDollarsInput(refundable));
  const [reason, setReason] = useState<RefundReason>("requested_by_customer");
  const [amountError, setAmountError] = useState<string | null>(null);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [pending, setPending] = useState(false);

  function validate(): number | null {
    const parsed = parseDollars(amountText);
    if (!parsed.ok) return fail(parsed.message);
    if (parsed.cents <= 0) return fail("The refund must be more than $0.00.");
    if (parsed.cents > refundable) return fail(`You can refund at most ${formatMoney(refundable)}.`);
    return parsed.cents;
  }
  function fail(message: string) {
    setAmountError(message);
    return null;
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (pending) return;
    setFormErrors([]);
    setAmountError(null);
    const amount = validate();
    if (amount === null) return;
    setPending(true);
    try {
      await onRefund({ amount, reason });
      toast.success(`Refund of ${formatMoney(amount)} created`, { description: "It settles with the card network in a moment." });
      onOpenChange(false);
    } catch (error) {
      const entries = error instanceof ApiClientError ? error.entries : [];
      const onAmount = entries.filter((x) => x.loc[x.loc.length - 1] === "amount");
      const rest = entries.filter((x) => !onAmount.includes(x));
      if (onAmount.length) setAmountError(onAmount.map(amountMessage).join(" "));
      if (rest.length) setFormErrors(rest.map((x) => x.msg));
      else if (!entries.length) setFormErrors([errorMessage(error)]);
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Refund payment"
      description={description}
      className="max-w-md"
      dismissible={!pending}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            Refund
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4" aria-label="Refund">
        <FormAlert messages={formErrors} compact />

        <dl className="grid grid-cols-2 gap-3 rounded-lg bg-slate-50 px-3.5 py-3 ring-1 ring-slate-200 ring-inset">
          <div>
            <dt className="text-xs text-subtle">Captured</dt>
            <dd className="mt-0.5 text-sm font-medium text-fg">
              <Money amount={received} />
            </dd>
          </div>
          <div>
            <dt className="text-xs text-subtle">Refundable</dt>
            <dd className="mt-0.5 text-sm font-medium text-fg" data-testid="refundable-amount">
              <Money amount={refundable} />
            </dd>
          </div>
        </dl>

        <FormField
          id={amountId}
          label="Amount"
          error={amountError ?? undefined}
          hint={
            <>
              Up to <Money amount={refundable} />.{" "}
              <button
                type="button"
                className="font-medium text-accent hover:text-accent-strong hover:underline"
                onClick={() => {
                  setAmountText(centsToDollarsInput(refundable));
                  setAmountError(null);
                }}
              >
                Refund all
              </button>
            </>
          }
        >
          <div className="relative">
            <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-subtle" aria-hidden>
              $
            </span>
            <Input
              id={amountId}
              inputMode="decimal"
              autoComplete="off"
              value={amountText}
              onChange={(e) => {
                setAmountText(e.target.value);
                setAmountError(null);
              }}
              className="pr-12 pl-7 tabular-nums"
              aria-invalid={amountError ? true : undefined}
              aria-describedby={fieldMessageId(amountId)}
            />
            <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-xs font-medium text-subtle" aria-hidden>
              USD
            </span>
          </div>
        </FormField>

        <FormField id={`${formId}-reason`} label="Reason">
          <Select id={`${formId}-reason`} value={reason} onChange={(e) => setReason(e.target.value as RefundReason)} options={REASONS} />
        </FormField>
      </form>
    </Dialog>
  );
}
