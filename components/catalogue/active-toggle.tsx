"use client";

import { useState } from "react";
import { Archive, ArchiveRestore, Power, PowerOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

type Copy = { button: string; title: string; description: React.ReactNode; confirm: string };

export type ActiveToggleProps = {
  active: boolean;
  /** "archive" shows archive icons (products); "power" shows on/off icons. */
  icon?: "archive" | "power";
  deactivate: Copy;
  activate: Copy;
  /** Runs the update; resolve true to close the dialog (toasts are the caller's). */
  onConfirm: (nextActive: boolean) => Promise<boolean>;
  /** Shown in the dialog body, e.g. the object's name. */
  subject?: React.ReactNode;
  size?: "sm" | "md";
};

/** Deactivate / activate button with a confirmation dialog: nothing changes without a confirm. */
export function ActiveToggle({ active, icon = "power", deactivate, activate, onConfirm, subject, size = "md" }: ActiveToggleProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const copy = active ? deactivate : activate;
  const Icon = icon === "archive" ? (active ? Archive : ArchiveRestore) : active ? PowerOff : Power;

  async function confirm() {
    setPending(true);
    try {
      if (await onConfirm(!active)) setOpen(false);
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <Button variant="secondary" size={size} onClick={() => setOpen(true)} className={active ? "text-danger hover:bg-red-50" : undefined}>
        <Icon aria-hidden /> {copy.button}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={copy.title}
        description={copy.description}
        confirmLabel={copy.confirm}
        tone={active ? "danger" : "default"}
        pending={pending}
        onConfirm={confirm}
      >
        {subject && <div className="rounded-md bg-slate-50 px-3 py-2 ring-1 ring-slate-200 ring-inset">{subject}</div>}
      </ConfirmDialog>
    </>
  );
}
