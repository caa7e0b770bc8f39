"use client";

import { TriangleAlert } from "lucide-react";
import { CopyButton } from "@/components/copy-button";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

/** The signing secret, shown once: after create and after a rotation. */
export function SigningSecretDialog({ secret, rotated, onClose }: { secret: string | null; rotated?: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={Boolean(secret)}
      onOpenChange={(o) => !o && onClose()}
      title="Save your signing secret"
      description={
        rotated
          ? "The old secret keeps signing alongside this one for 24 hours, so your receivers can switch over."
          : "Your receiver verifies every delivery with it."
      }
      footer={<Button onClick={onClose}>Done</Button>}
      className="max-w-xl"
    >
      {secret && (
        <div className="space-y-4">
          <div role="alert" className="flex gap-2.5 rounded-md bg-amber-50 px-3 py-2.5 text-[13px] text-warning-strong ring-1 ring-warning/20 ring-inset">
            <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
            <p>
              <strong className="font-semibold">This secret won&apos;t be shown again.</strong> Store it with your server&apos;s secrets; rotate it to get a new
              one.
            </p>
          </div>
          <div className="flex items-center gap-2 rounded-md bg-inverse py-2 pr-2 pl-3">
            <code className="min-w-0 flex-1 font-mono text-[13px] break-all text-code-string select-all" data-testid="signing-secret">
              {secret}
            </code>
            <CopyButton value={secret} label="Copy signing secret" showText className="text-icon hover:bg-inverse-hover hover:text-white" />
          </div>
        </div>
      )}
    </Dialog>
  );
}
