"use client";

import type { UseFormRegisterReturn } from "react-hook-form";
import { Lock } from "lucide-react";
import { z } from "zod";
import { toast } from "sonner";
import { FormAlert } from "@/components/forms/form-alert";
import { FormField, fieldMessageId } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { CardContent, CardFooter } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { useActionForm } from "@/lib/client/use-action-form";
import { processorSettingsInputSchema, type ProcessorSettings, type ProcessorSettingsInput } from "@/lib/schemas/processor-settings";
import { saveProcessorSettingsAction } from "@/lib/server/dashboard/processor-settings-actions";
import { RestrictedKeyPermissions } from "./restricted-key-permissions";

type Field = keyof ProcessorSettingsInput;
const FIELDS: Field[] = ["secret_key", "publishable_key", "webhook_secret"];
const fieldId = (name: Field) => `processor-${name.replace("_", "-")}`;
const SECRET_REQUIRED = "Enter your Stripe secret key.";

/**
 * The action's schema; with no keys saved yet, also what the action says of a blank secret key
 * (the schema allows blank because a replacement keeps the saved one).
 */
const firstKeysSchema = processorSettingsInputSchema.extend({
  secret_key: z.string().trim().min(1, SECRET_REQUIRED).pipe(processorSettingsInputSchema.shape.secret_key),
});

/**
 * Save or replace the Stripe keys: checked here with the action's own schema, then by the action
 * (which asks Stripe). `saved` is the merchant's own saved keys when replacing: a blank secret key
 * or webhook secret keeps the saved one. Secrets are never put back into the inputs.
 */
export function StripeKeysForm({ saved, onSaved, onCancel }: { saved: ProcessorSettings | null; onSaved: () => void; onCancel?: () => void }) {
  const { form, onSubmit, formErrors, pending } = useActionForm({
    schema: saved ? processorSettingsInputSchema : firstKeysSchema,
    defaultValues: { secret_key: "", publishable_key: saved?.publishable_key ?? "", webhook_secret: "" },
    fields: FIELDS,
    action: saveProcessorSettingsAction,
    unreachable: "Could not save the keys: nothing was saved. Check your connection and try again.",
    onDone: (data, values, { reset }) => {
      reset({ secret_key: "", publishable_key: data.publishable_key ?? "", webhook_secret: "" });
      toast.success(values.secret_key ? "Stripe keys saved and verified" : "Stripe keys updated");
      onSaved();
    },
  });
  const { register, formState } = form;
  const { errors } = formState;
  const field = (name: Field) => ({ id: fieldId(name), registration: register(name), error: errors[name]?.message });

  const secretHint = saved ? (
    <>
      Leave blank to keep <code className="font-mono text-xs">{saved.secret_key_masked}</code>. A new key is checked with Stripe before it replaces the saved
      one.
    </>
  ) : (
    <>A restricted key (rk_live_…) is recommended, with only the permissions below. It is checked with Stripe, stored encrypted, and never shown again.</>
  );
  const webhookHint = saved?.webhook_secret_set
    ? "Leave blank to keep the saved signing secret."
    : "From the webhook endpoint you add in Stripe (see below). You can add it later.";

  return (
    <form onSubmit={onSubmit} noValidate aria-label={saved ? "Replace Stripe keys" : "Stripe keys"}>
      <CardContent className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,20rem)]">
        <div className="max-w-xl space-y-4">
          <FormAlert messages={formErrors} compact />
          <KeyInput
            {...field("secret_key")}
            label={saved ? "New secret key" : "Secret key"}
            optional={Boolean(saved)}
            secret
            placeholder="rk_live_…"
            hint={secretHint}
          />
          <KeyInput
            {...field("publishable_key")}
            label="Publishable key"
            placeholder="pk_live_…"
            hint="Public by design: your hosted checkout loads Stripe's card form with it."
          />
          <KeyInput
            {...field("webhook_secret")}
            label={saved?.webhook_secret_set ? "New webhook signing secret" : "Webhook signing secret"}
            optional
            secret
            placeholder="whsec_…"
            hint={webhookHint}
          />
        </div>
        <RestrictedKeyPermissions />
      </CardContent>
      <CardFooter className="flex-wrap justify-between">
        <p className="flex items-center gap-1.5 text-xs text-subtle">
          <Lock className="size-3.5 shrink-0" aria-hidden />
          Checked with one read-only call to Stripe (your balance). Nothing is charged.
        </p>
        <div className="flex items-center gap-2">
          {onCancel && (
            <Button variant="secondary" onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={pending}>
            {pending ? "Checking with Stripe…" : saved ? "Save keys" : "Save and verify"}
          </Button>
        </div>
      </CardFooter>
    </form>
  );
}

type KeyInputProps = {
  id: string;
  registration: UseFormRegisterReturn;
  error?: string;
  label: string;
  optional?: boolean;
  secret?: boolean;
  placeholder: string;
  hint: React.ReactNode;
};

/** One key field: monospace, no autofill or spellcheck; secrets in password inputs. */
function KeyInput({ id, registration, error, label, optional, secret, placeholder, hint }: KeyInputProps) {
  return (
    <FormField id={id} label={label} optional={optional} hint={hint} error={error}>
      <Input
        id={id}
        type={secret ? "password" : "text"}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        // Chromium clips the underscores of DejaVu Sans Mono (rk_live_) in a 20px line box: the value
        // gets a 36px one; the placeholder (which ignores it) is in the sans font.
        className="font-mono leading-9 placeholder:font-sans"
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldMessageId(id)}
        {...registration}
      />
    </FormField>
  );
}
