"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { AlertCircle, CheckCircle2 } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { FormField, fieldMessageId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
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
  const [formError, setFormError] = useState<string>();
  const [done, setDone] = useState<{ endedSessions: number }>();
  const form = useForm<PasswordChangeInput>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: EMPTY,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { register, handleSubmit, setError, reset, formState } = form;
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    setDone(undefined);
    try {
      const result = await changePasswordAction(values);
      if (!result.ok) {
        const fieldErrors = Object.entries(result.fieldErrors ?? {}).filter(([, message]) => message);
        for (const [name, message] of fieldErrors) setError(name as PasswordChangeField, { message }, { shouldFocus: true });
        if (fieldErrors.length === 0) setFormError(result.error);
        return;
      }
      reset(EMPTY);
      setDone(result.data);
      toast.success("Password changed");
    } catch {
      setFormError("Could not change the password. Try again.");
    }
  });

  return (
    <Card>
      <CardHeader title="Change password" description="Every other browser signed in as you is signed out; this one stays signed in." />
      <form onSubmit={submit} noValidate aria-label="Change password">
        <CardContent className="max-w-md space-y-4">
          {formError && (
            <div role="alert" className="flex items-start gap-2 rounded-md bg-red-50 px-3 py-2.5 text-sm text-danger ring-1 ring-danger/15 ring-inset">
              <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
              {formError}
            </div>
          )}
          {done && (
            <div role="status" className="flex items-start gap-2 rounded-md bg-emerald-50 px-3 py-2.5 text-sm text-success-strong ring-1 ring-success/20 ring-inset">
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
          <Button type="submit" loading={isSubmitting}>{isSubmitting ? "Changing…" : "Change password"}</Button>
        </CardFooter>
      </form>
    </Card>
  );
}
