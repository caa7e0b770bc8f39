"use client";

import { useState } from "react";
import { CheckCircle2 } from "lucide-react";
import { toast } from "sonner";
import { FormAlert } from "@/components/forms/form-alert";
import { FormField, fieldMessageId } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { useActionForm } from "@/lib/client/use-action-form";
import { changePasswordAction } from "@/lib/server/dashboard/auth-actions";
import { PASSWORD_MIN_LENGTH, passwordChangeSchema, type PasswordChangeField, type PasswordChangeInput } from "@/lib/schemas/password-change";

const EMPTY: PasswordChangeInput = { current_password: "", new_password: "", confirm_password: "" };

const FIELDS: { name: PasswordChangeField; label: string; autoComplete: string; hint?: string }[] = [
  { name: "current_password", label: "Current password", autoComplete: "current-password" },
  { name: "new_password", label: "New password", autoComplete: "new-password", hint: `At least ${PASSWORD_MIN_LENGTH} characters.` },
  { name: "confirm_password", label: "Confirm new password", autoComplete: "new-password" },
];

/** Change password: checked here with the server action's own schema, then by the action. */
export function ChangePasswordForm() {
  const [done, setDone] = useState<{ endedSessions: number }>();
  const { form, onSubmit, formErrors, pending } = useActionForm({
    schema: passwordChangeSchema,
    defaultValues: EMPTY,
    fields: FIELDS.map((f) => f.name),
    action: (values) => {
      setDone(undefined);
      return changePasswordAction(values);
    },
    unreachable: "Could not change the password. Try again.",
    onDone: (data, _values, { reset }) => {
      reset(EMPTY);
      setDone(data);
      toast.success("Password changed");
    },
  });
  const { register, formState } = form;
  const { errors } = formState;

  return (
    <Card>
      <CardHeader title="Change password" description="Every other browser signed in as you is signed out; this one stays signed in." />
      <form onSubmit={onSubmit} noValidate aria-label="Change password">
        <CardContent className="max-w-md space-y-4">
          <FormAlert messages={formErrors} compact />
          {done && (
            <div
              role="status"
              className="flex items-start gap-2 rounded-md bg-emerald-50 px-3 py-2.5 text-sm text-success-strong ring-1 ring-success/20 ring-inset"
            >
              <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
              {done.endedSessions === 0
                ? "Your password was changed. No other session was open."
                : `Your password was changed and ${done.endedSessions} other ${done.endedSessions === 1 ? "session was" : "sessions were"} signed out.`}
            </div>
          )}
          {FIELDS.map((f) => {
            const id = `account-${f.name.replace("_", "-")}`;
            const error = errors[f.name]?.message;
            return (
              <FormField key={f.name} id={id} label={f.label} error={error} hint={f.hint}>
                <Input
                  id={id}
                  type="password"
                  autoComplete={f.autoComplete}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error || f.hint ? fieldMessageId(id) : undefined}
                  {...register(f.name)}
                />
              </FormField>
            );
          })}
        </CardContent>
        <CardFooter>
          <Button type="submit" loading={pending}>
            {pending ? "Changing…" : "Change password"}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
