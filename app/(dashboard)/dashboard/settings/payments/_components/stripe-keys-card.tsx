"use client";

import { useState } from "react";
import { Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import type { ProcessorSettings } from "@/lib/schemas/processor-settings";
import { DeploymentKeysNotice, StripeTestAccountNotice } from "./processor-notices";
import { RemoveKeysDialog } from "./remove-keys-dialog";
import { SavedKeys } from "./saved-keys";
import { StripeKeysForm } from "./stripe-keys-form";

/**
 * The Stripe keys of live mode: a form while none are set; otherwise what is saved (masked), with
 * Replace keys and Remove. The page's props follow each save (the actions revalidate the layout).
 */
export function StripeKeysCard({ settings }: { settings: ProcessorSettings }) {
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const own = settings.source === "merchant";
  const showForm = !settings.source || editing;

  const actions = showForm ? null : own ? (
    <>
      <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
        Replace keys
      </Button>
      <Button variant="ghost" size="sm" className="text-danger hover:bg-red-50 hover:text-danger-strong" onClick={() => setRemoving(true)}>
        <Trash2 aria-hidden /> Remove
      </Button>
    </>
  ) : (
    <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
      Use your own keys
    </Button>
  );
  const description = !showForm
    ? "Live checkouts are charged with these keys."
    : own
      ? "Enter only what changes: blank secrets keep the saved ones."
      : "From your Stripe Dashboard, Developers → API keys. Live mode charges cards with them once they are saved.";

  return (
    <Card>
      <CardHeader className="flex-wrap" title="Stripe keys" description={description} actions={actions} />
      {(settings.key_mode === "test" || settings.source === "deployment") && (
        <CardContent className="space-y-3 pb-0">
          {settings.key_mode === "test" && <StripeTestAccountNotice />}
          {settings.source === "deployment" && <DeploymentKeysNotice />}
        </CardContent>
      )}
      {showForm ? (
        <StripeKeysForm
          // A fresh form for each saved state: defaults follow what is saved.
          key={`${settings.source}:${settings.publishable_key}:${settings.verified_at}`}
          saved={own ? settings : null}
          onSaved={() => setEditing(false)}
          onCancel={editing ? () => setEditing(false) : undefined}
        />
      ) : (
        <CardContent>
          <SavedKeys settings={settings} />
        </CardContent>
      )}
      {own && <RemoveKeysDialog open={removing} settings={settings} onClose={() => setRemoving(false)} />}
    </Card>
  );
}
