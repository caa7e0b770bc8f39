"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Plus } from "lucide-react";
import { ResourceTable } from "@/components/resource/resource-table";
import { Button } from "@/components/ui/button";
import { webhooksResource, type WebhookListParams } from "@/lib/client/resources/webhooks";
import type { Webhook } from "@/lib/schemas/webhook";
import { SigningSecretDialog } from "./signing-secret-dialog";
import { webhookColumns } from "./webhook-columns";
import { WebhookFormDialog } from "./webhook-form-dialog";

export function WebhooksTable({ params }: { params: WebhookListParams }) {
  const router = useRouter();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<Webhook | null>(null);
  const add = (
    <Button size="sm" onClick={() => setAdding(true)}>
      <Plus aria-hidden /> Add endpoint
    </Button>
  );
  return (
    <>
      <ResourceTable
        resource={webhooksResource}
        params={params}
        columns={webhookColumns}
        label="Webhook endpoints"
        noun={{ one: "endpoint", other: "endpoints" }}
        rowHref={(w) => `/dashboard/events/webhooks/${w.webhook_id}`}
        toolbarExtra={<p className="text-sm text-subtle">Endpoints receive the event types they subscribe to, signed with their secret.</p>}
        toolbarActions={add}
        empty={{
          title: "No webhook endpoints yet",
          description: "Add an endpoint to have checkout.session.completed and other events sent to your server.",
          action: add,
        }}
      />
      <WebhookFormDialog
        open={adding}
        onOpenChange={setAdding}
        onSaved={(w) => {
          setAdding(false);
          setCreated(w);
        }}
      />
      <SigningSecretDialog
        secret={created?.signing_secret ?? null}
        onClose={() => {
          const id = created?.webhook_id;
          setCreated(null);
          if (id) router.push(`/dashboard/events/webhooks/${id}`);
        }}
      />
    </>
  );
}
