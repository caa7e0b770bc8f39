"use client";

import { useState } from "react";
import { useOpening } from "@/components/ui/use-opening";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useSaveWebhook } from "@/lib/client/resources/webhooks";
import { webhookCreateSchema, type Webhook } from "@/lib/schemas/webhook";
import { EventTypePicker } from "./event-type-picker";

/** Our words for the schema's checks (its messages are written for API callers). */
const FRIENDLY: Record<string, string> = {
  url: "Enter the full URL of your endpoint, e.g. https://shop.example.com/api/webhooks.",
  events: "Choose at least one event type, or All events.",
};

/** Create (no `webhook`) or edit an endpoint: URL, description, event types. Validated with the API's schema. */
type WebhookFormDialogProps = { open: boolean; onOpenChange: (o: boolean) => void; webhook?: Webhook; onSaved: (w: Webhook) => void };

export function WebhookFormDialog(props: WebhookFormDialogProps) {
  // Every opening starts from the endpoint as it is then (a fresh body, not fields reset in an effect).
  return <WebhookFormBody key={useOpening(props.open)} {...props} />;
}

function WebhookFormBody({ open, onOpenChange, webhook, onSaved }: WebhookFormDialogProps) {
  const [url, setUrl] = useState(webhook?.url ?? "");
  const [description, setDescription] = useState(webhook?.description ?? "");
  const [events, setEvents] = useState<string[]>(webhook?.events ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = useSaveWebhook(webhook, {
    onRefreshed: onSaved,
    // The API's errors go on the fields, not in a toast.
    errorToast: false,
    onError: (error) => {
      const out: Record<string, string> = {};
      for (const e of error.entries) out[String(e.loc[2] ?? "form")] ??= e.msg;
      setErrors(out);
    },
  });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const body = { url: url.trim(), events, description: description.trim() || null };
    const parsed = webhookCreateSchema.safeParse(body);
    if (!parsed.success) {
      const out: Record<string, string> = {};
      for (const issue of parsed.error.issues) out[String(issue.path[0] ?? "form")] ??= FRIENDLY[String(issue.path[0])] ?? issue.message;
      setErrors(out);
      return;
    }
    save.mutate(body);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      dismissible={!save.isPending}
      title={webhook ? "Edit endpoint" : "Add an endpoint"}
      description="We POST signed events to this URL, on a public address. Test mode also accepts http://; live mode needs https://."
      className="max-w-2xl"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="webhook-form" loading={save.isPending}>
            {webhook ? "Save" : "Add endpoint"}
          </Button>
        </>
      }
    >
      <form id="webhook-form" onSubmit={submit} className="space-y-4" noValidate>
        <div className="space-y-1.5">
          <Label htmlFor="webhook-url">Endpoint URL</Label>
          <Input
            id="webhook-url"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://shop.example.com/api/webhooks"
            aria-invalid={Boolean(errors.url)}
          />
          {errors.url && <p className="text-[13px] text-danger">{errors.url}</p>}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="webhook-description" optional>
            Description
          </Label>
          <Input id="webhook-description" value={description} onChange={(e) => setDescription(e.target.value)} placeholder="Order fulfilment" />
        </div>
        <div className="space-y-1.5">
          <span className="text-sm font-medium text-fg">Events to send</span>
          <EventTypePicker value={events} onChange={setEvents} invalid={Boolean(errors.events)} />
          {errors.events && <p className="text-[13px] text-danger">{errors.events}</p>}
        </div>
        {errors.form && (
          <p role="alert" className="text-[13px] text-danger">
            {errors.form}
          </p>
        )}
      </form>
    </Dialog>
  );
}
