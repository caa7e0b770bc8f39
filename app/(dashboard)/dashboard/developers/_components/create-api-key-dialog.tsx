"use client";

import { useState, useTransition } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormField, fieldMessageId } from "@/components/forms/form-field";
import { Input } from "@/components/ui/input";
import { createApiKeyAction } from "@/lib/server/dashboard/api-key-actions";
import type { ApiKeySummary } from "@/lib/server/services/accounts/api-keys";

export type CreateApiKeyDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: "test" | "live";
  onCreated: (result: { secret: string; key: ApiKeySummary }) => void;
};

export function CreateApiKeyDialog({ open, onOpenChange, mode, onCreated }: CreateApiKeyDialogProps) {
  const [error, setError] = useState<string>();
  const [pending, startTransition] = useTransition();

  function submit(formData: FormData) {
    setError(undefined);
    startTransition(async () => {
      try {
        const result = await createApiKeyAction({ name: formData.get("name") });
        if (!result.ok) {
          setError(result.fieldErrors?.name ?? result.error);
          if (!result.fieldErrors?.name) toast.error(result.error);
          return;
        }
        onOpenChange(false);
        onCreated(result.data);
        toast.success("Secret key created");
      } catch {
        toast.error("Could not create the key. Try again.");
      }
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) setError(undefined);
        onOpenChange(o);
      }}
      dismissible={!pending}
      title="Create secret key"
      description={`A new ${mode} mode key. It works as soon as it is created.`}
    >
      <form action={submit} className="space-y-4 pb-4" noValidate>
        <FormField id="api-key-name" label="Name" error={error} hint="Where it is used, e.g. “Order service” or “Staging server”.">
          <Input
            id="api-key-name"
            name="name"
            autoFocus
            maxLength={100}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={fieldMessageId("api-key-name")}
          />
        </FormField>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            Create key
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
