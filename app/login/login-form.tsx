"use client";

import { useActionState } from "react";
import { AlertCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormField, fieldMessageId } from "@/components/forms/form-field";
import { Input } from "@/components/ui/input";
import { loginAction, type LoginState } from "@/lib/server/dashboard/auth-actions";

export function LoginForm() {
  const [state, action, pending] = useActionState<LoginState, FormData>(loginAction, {});
  const errors = state.fieldErrors ?? {};
  return (
    <form action={action} className="mt-6 space-y-5" noValidate>
      {state.error && (
        <div role="alert" className="flex items-start gap-2 rounded-md bg-red-50 px-3 py-2.5 text-sm text-danger ring-1 ring-danger/15 ring-inset">
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
          {state.error}
        </div>
      )}
      <FormField id="email" label="Email" error={errors.email}>
        <Input
          id="email"
          name="email"
          type="email"
          autoComplete="username"
          autoFocus
          required
          defaultValue={state.email}
          // Re-mount on each answer so the typed email comes back after a failed attempt.
          key={state.email ?? ""}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? fieldMessageId("email") : undefined}
        />
      </FormField>
      <FormField id="password" label="Password" error={errors.password}>
        <Input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? fieldMessageId("password") : undefined}
        />
      </FormField>
      <Button type="submit" className="w-full justify-center" loading={pending}>
        {pending ? "Signing in…" : "Sign in"}
      </Button>
    </form>
  );
}
