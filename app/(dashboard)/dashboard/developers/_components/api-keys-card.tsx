"use client";

import { useMemo, useState } from "react";
import { KeyRound, Plus } from "lucide-react";
import { DataTable, DataTableEmpty } from "@/components/data-table";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { ApiKeySummary } from "@/lib/server/services/accounts/api-keys";
import { apiKeyColumns } from "./api-key-columns";
import { CreateApiKeyDialog } from "./create-api-key-dialog";
import { RevealSecretDialog } from "./reveal-secret-dialog";
import { RevokeApiKeyDialog } from "./revoke-api-key-dialog";

/** Secret keys of the current mode; the list is re-rendered by the server after each action. */
export function ApiKeysCard({ keys, mode }: { keys: ApiKeySummary[]; mode: "test" | "live" }) {
  const [creating, setCreating] = useState(false);
  const [revealed, setRevealed] = useState<{ secret: string; key: ApiKeySummary } | null>(null);
  const [revoking, setRevoking] = useState<ApiKeySummary | null>(null);
  const columns = useMemo(() => apiKeyColumns(setRevoking), []);

  return (
    <section aria-labelledby="secret-keys-title">
      <div className="mb-3 flex items-end justify-between gap-4">
        <div>
          <h2 id="secret-keys-title" className="flex items-center gap-2 text-[15px] font-semibold text-fg">
            Secret keys
            {mode === "test" ? <Badge tone="orange">Test mode</Badge> : <Badge tone="green">Live mode</Badge>}
          </h2>
          <p className="mt-0.5 text-[13px] text-subtle">
            {mode === "test"
              ? "Test keys create test objects only; no money moves."
              : "Live keys move real money. Keep them on your servers, never in browsers or apps."}
          </p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden /> Create secret key
        </Button>
      </div>
      <DataTable
        aria-label="Secret keys"
        columns={columns}
        data={keys}
        getRowId={(k) => k.id}
        empty={
          <DataTableEmpty
            title={`No ${mode} keys yet`}
            description="Create a secret key to call the API from your server."
            action={
              <Button size="sm" onClick={() => setCreating(true)}>
                <KeyRound aria-hidden /> Create secret key
              </Button>
            }
          />
        }
      />
      <CreateApiKeyDialog open={creating} onOpenChange={setCreating} mode={mode} onCreated={(result) => setRevealed(result)} />
      <RevealSecretDialog result={revealed} onClose={() => setRevealed(null)} />
      <RevokeApiKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </section>
  );
}
