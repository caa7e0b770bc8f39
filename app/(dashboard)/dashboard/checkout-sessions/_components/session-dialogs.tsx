"use client";

import { toast } from "sonner";
import { RefundDialog } from "@/components/payments/refund-dialog";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/lib/client/api";
import { useCancelSession, useCaptureSession, useRefundSession } from "@/lib/client/resources/payment-actions";
import { formatMoney } from "@/lib/format";
import type { CheckoutSession } from "@/lib/schemas/checkout-session";
import type { PaymentIntent } from "@/lib/schemas/payment-intent";
import { CaptureDialog } from "./capture-dialog";
import type { SessionAbilities, SessionDialog } from "./session-abilities";

/** Capture, Refund and Cancel: each dialog sends its write and shows its own outcome. */
export function SessionDialogs({
  session,
  intents,
  abilities,
  dialog,
  setDialog,
}: {
  session: CheckoutSession;
  intents: PaymentIntent[];
  abilities: SessionAbilities;
  dialog: SessionDialog;
  setDialog: (d: SessionDialog) => void;
}) {
  const id = session.checkout_session_id;
  const capture = useCaptureSession(id);
  const refund = useRefundSession(id);
  const cancel = useCancelSession(id);
  const onOpenChange = (name: Exclude<SessionDialog, null>) => (open: boolean) => setDialog(open ? name : null);
  return (
    <>
      <CaptureDialog
        open={dialog === "capture"}
        onOpenChange={onOpenChange("capture")}
        session={session}
        intents={intents}
        onCapture={(body) => capture.mutateAsync(body)}
      />
      <RefundDialog
        open={dialog === "refund"}
        onOpenChange={onOpenChange("refund")}
        refundable={abilities.refundable}
        received={session.amount_received}
        description={
          session.split_cart ? "Refunds go back to the HSA/FSA card first, then to the regular card." : "The money goes back to the card the shopper paid with."
        }
        onRefund={(body) => refund.mutateAsync(body)}
      />
      <ConfirmDialog
        open={dialog === "cancel"}
        onOpenChange={onOpenChange("cancel")}
        title="Cancel this checkout session?"
        description={
          session.status === "paid"
            ? `The ${formatMoney(abilities.held)} held on the shopper's ${intents.length > 1 ? "cards is" : "card is"} released and nothing is charged.`
            : "The shopper can no longer pay on the checkout page."
        }
        confirmLabel="Cancel session"
        cancelLabel="Keep session"
        tone="danger"
        pending={cancel.isPending}
        onConfirm={async () => {
          try {
            await cancel.mutateAsync();
            toast.success("Checkout session canceled");
            setDialog(null);
          } catch (e) {
            toast.error("Could not cancel the session", { description: errorMessage(e) });
          }
        }}
      />
    </>
  );
}
