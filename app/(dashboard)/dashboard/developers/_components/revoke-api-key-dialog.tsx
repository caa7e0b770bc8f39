"use client";

import { useTransition } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { revokeApiKeyAction } from "@/lib/server/dashboard/api-key-actions";
import type { ApiKeySummary } from "@/lib/server/services/accounts/api-keys";

export function RevokeApiKeyDialog({ apiKey, onClose }: { apiKey: ApiKeySummary | null; onClose: () => void }) {
  const [pending, startTransition] = useTransition();
  function revoke() {
    if (!apiKey) return;
    startTransition(async () => {
      try {
        const result = await revokeApiKeyAction({ id: apiKey.id });
        if (result.ok) toast.success(`“${apiKey.name ?? "Unnamed key"}” was revoked`);
        else toast.error(result.error);
      } catch {
        toast.error("Could not revoke the key. Try again.");
      }
      onClose();
    });
  }
  return (
    <ConfirmDialog
      open={Boolean(apiKey)}
      onOpenChange={(o) => !o && onClose()}
      title="Revoke secret key?"
      description="Requests that use this key will be refused with 401 immediately. This cannot be undone."
      confirmLabel="Revoke key"
      tone="danger"
      pending={pending}
      onConfirm={revoke}
    >
      {apiKey && (
        <p className="rounded-md bg-slate-50 px-3 py-2 ring-1 ring-slate-200 ring-inset">
          <span className="font-medium text-fg">{apiKey.name ?? "Unnamed key"}</span>{" "}
          <code className="ml-1 font-mono text-xs text-subtle">{apiKey.redacted}</code>
        </p>
      )}
    </ConfirmDialog>
  );
}
