"use client";

import { useTransition } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { ProcessorSettings } from "@/lib/schemas/processor-settings";
import { removeProcessorSettingsAction } from "@/lib/server/dashboard/processor-settings-actions";

export function RemoveKeysDialog({ open, settings, onClose }: { open: boolean; settings: ProcessorSettings; onClose: () => void }) {
  const [pending, startTransition] = useTransition();
  function remove() {
    startTransition(async () => {
      try {
        const result = await removeProcessorSettingsAction();
        if (!result.ok) {
          toast.error(result.error);
          return;
        }
        toast.success(result.data.source === "deployment" ? "Your Stripe keys were removed: the installation's keys apply again" : "Stripe keys removed");
        onClose();
      } catch {
        toast.error("Could not remove the keys. Try again.");
      }
    });
  }
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title="Remove your Stripe keys?"
      description="The keys are deleted from this account. Unless this installation has Stripe keys of its own, live checkouts cannot be paid, and live payments cannot be captured or refunded, until you connect Stripe again."
      confirmLabel="Remove keys"
      tone="danger"
      pending={pending}
      onConfirm={remove}
    >
      <p className="rounded-md bg-slate-50 px-3 py-2 ring-1 ring-slate-200 ring-inset">
        <span className="text-subtle">Secret key</span> <code className="ml-1 font-mono text-xs text-fg">{settings.secret_key_masked}</code>
      </p>
    </ConfirmDialog>
  );
}
