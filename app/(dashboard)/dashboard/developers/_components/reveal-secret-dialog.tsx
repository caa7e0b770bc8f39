"use client";

import { TriangleAlert } from "lucide-react";
import { CopyButton } from "@/components/copy-button";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { ApiKeySummary } from "@/lib/server/services/accounts/api-keys";

/** Shows a new key's secret, the only time it is ever visible (only its hash is stored). */
export function RevealSecretDialog({ result, onClose }: { result: { secret: string; key: ApiKeySummary } | null; onClose: () => void }) {
  const close = onClose;
  return (
    <Dialog
      open={Boolean(result)}
      onOpenChange={(o) => !o && close()}
      title="Save your secret key"
      description={result ? `“${result.key.name ?? "Unnamed key"}” was created.` : undefined}
      footer={<Button onClick={close}>Done</Button>}
    >
      {result && (
        <div className="space-y-4">
          <div role="alert" className="flex gap-2.5 rounded-md bg-amber-50 px-3 py-2.5 text-[13px] text-warning-strong ring-1 ring-warning/20 ring-inset">
            <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
            <p>
              <strong className="font-semibold">This key won&apos;t be shown again.</strong> Copy it now and store it somewhere safe, such as your server&apos;s
              secret manager. If you lose it, create a new key and revoke this one.
            </p>
          </div>
          <div className="flex items-center gap-2 rounded-md bg-inverse py-2 pr-2 pl-3">
            <code className="min-w-0 flex-1 font-mono text-[13px] break-all text-code-string select-all" data-testid="new-secret-key">
              {result.secret}
            </code>
            <CopyButton value={result.secret} label="Copy secret key" showText className="text-icon hover:bg-inverse-hover hover:text-white" />
          </div>
        </div>
      )}
    </Dialog>
  );
}
