"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { AlertTriangle, KeyRound, Pencil, Power, Send, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { CopyButton } from "@/components/copy-button";
import { PageHeader } from "@/components/page-header";
import { ResourceDetail } from "@/components/resource/resource-detail";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useResourceDetail } from "@/lib/client/use-resource";
import { useDeleteWebhook, useRotateWebhookSecret, useSendTestEvent, useUpdateWebhook, webhooksResource } from "@/lib/client/resources/webhooks";
import type { Webhook } from "@/lib/schemas/webhook";
import { SigningSecretDialog } from "./signing-secret-dialog";
import { WebhookDeliveries } from "./webhook-deliveries";
import { WebhookFormDialog } from "./webhook-form-dialog";
import { WebhookStatus } from "./webhook-status";
import { WebhookSummary } from "./webhook-summary";

const BACK = { href: "/dashboard/events/webhooks", label: "Webhooks" };
type Dialogs = "edit" | "disable" | "rotate" | "delete" | null;

export function WebhookDetail({ id }: { id: string }) {
  return (
    <ResourceDetail query={useResourceDetail(webhooksResource, id)} id={id} noun="webhook endpoint" back={BACK}>
      {(webhook) => <WebhookView webhook={webhook} />}
    </ResourceDetail>
  );
}

/** The endpoint's writes, each closing its dialog and saying what happened. */
function useWebhookActions(id: string, setDialog: (d: Dialogs) => void, setSecret: (s: string | null) => void) {
  const router = useRouter();
  return {
    toggle: useUpdateWebhook(id, {
      onSuccess: () => setDialog(null),
      successMessage: (w) => (w.disabled ? "Endpoint disabled: nothing is sent to it." : "Endpoint enabled."),
    }),
    rotate: useRotateWebhookSecret(id, {
      onSuccess: (w) => {
        setDialog(null);
        setSecret(w.signing_secret);
      },
    }),
    remove: useDeleteWebhook(id, { successMessage: "Endpoint deleted.", onRefreshed: () => router.push(BACK.href) }),
    test: useSendTestEvent(id, { successMessage: "Test event queued: watch it arrive below." }),
  };
}

function WebhookView({ webhook }: { webhook: Webhook }) {
  const id = webhook.webhook_id;
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const { toggle, rotate, remove, test } = useWebhookActions(id, setDialog, setSecret);
  const setEnabled = () => toggle.mutate({ disabled: !webhook.disabled });

  return (
    <>
      <PageHeader
        back={BACK}
        requestsFor={webhook.webhook_id}
        title={<span className="font-mono text-xl">{webhook.url.replace(/^https?:\/\//, "")}</span>}
        meta={<WebhookStatus webhook={webhook} />}
        description={
          <span className="inline-flex flex-wrap items-center gap-1">
            {webhook.description && <span className="mr-2 text-fg-secondary">{webhook.description}</span>}
            <code className="font-mono text-[13px]">{id}</code>
            <CopyButton value={id} label="Copy endpoint ID" />
          </span>
        }
        actions={
          // Wraps on narrow screens instead of running off the edge.
          <div className="flex max-w-[calc(100vw-2rem)] flex-wrap gap-2">
            <Button variant="secondary" onClick={() => test.mutate()} loading={test.isPending}>
              <Send aria-hidden /> Send test event
            </Button>
            <Button variant="secondary" onClick={() => setDialog("edit")}>
              <Pencil aria-hidden /> Edit
            </Button>
            {webhook.disabled ? (
              <Button variant="secondary" onClick={setEnabled} loading={toggle.isPending}>
                <Power aria-hidden /> Enable
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => setDialog("disable")}>
                <Power aria-hidden /> Disable
              </Button>
            )}
            <Button variant="secondary" onClick={() => setDialog("rotate")}>
              <KeyRound aria-hidden /> Rotate secret
            </Button>
            <Button variant="danger" onClick={() => setDialog("delete")}>
              <Trash2 aria-hidden /> Delete
            </Button>
          </div>
        }
      />
      {webhook.disabled && <DisabledBanner reason={webhook.disabled_reason} onEnable={setEnabled} pending={toggle.isPending} />}
      <WebhookSummary webhook={webhook} />
      <WebhookDeliveries webhook={webhook} />

      <WebhookFormDialog
        open={dialog === "edit"}
        onOpenChange={(o) => setDialog(o ? "edit" : null)}
        webhook={webhook}
        onSaved={() => {
          setDialog(null);
          toast.success("Endpoint saved.");
        }}
      />
      <ConfirmDialog
        open={dialog === "disable"}
        onOpenChange={(o) => setDialog(o ? "disable" : null)}
        title="Disable this endpoint?"
        description="Events are not sent to it while it is disabled; enable it again at any time."
        confirmLabel="Disable"
        pending={toggle.isPending}
        onConfirm={setEnabled}
      />
      <ConfirmDialog
        open={dialog === "rotate"}
        onOpenChange={(o) => setDialog(o ? "rotate" : null)}
        title="Rotate the signing secret?"
        description="You get a new secret now; the current one keeps signing alongside it for 24 hours."
        confirmLabel="Rotate secret"
        pending={rotate.isPending}
        onConfirm={() => rotate.mutate()}
      />
      <ConfirmDialog
        open={dialog === "delete"}
        onOpenChange={(o) => setDialog(o ? "delete" : null)}
        tone="danger"
        title="Delete this endpoint?"
        description={`Nothing more is sent to ${webhook.url}. Its delivery history is kept.`}
        confirmLabel="Delete endpoint"
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
      <SigningSecretDialog secret={secret} rotated onClose={() => setSecret(null)} />
    </>
  );
}

function DisabledBanner({ reason, onEnable, pending }: { reason: Webhook["disabled_reason"]; onEnable: () => void; pending: boolean }) {
  return (
    <div role="alert" className="mb-6 flex items-start gap-2.5 rounded-lg bg-red-50 px-4 py-3 text-sm text-danger-strong ring-1 ring-danger/15 ring-inset">
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p className="flex-1">
        <span className="font-semibold">Nothing is sent to this endpoint.</span> {reason}
      </p>
      <Button size="sm" onClick={onEnable} loading={pending}>
        Enable
      </Button>
    </div>
  );
}
