import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ShieldCheck } from "lucide-react";
import { BrandLogo } from "@/components/brand-logo";
import { getCurrentSession } from "@/lib/server/dashboard/current-session";
import { LoginForm } from "./login-form";

export const metadata: Metadata = { title: "Sign in" };

export default async function LoginPage() {
  // Already signed in: straight to the dashboard.
  if (await getCurrentSession()) redirect("/dashboard");
  return (
    <main className="relative flex min-h-full flex-col items-center justify-center overflow-hidden bg-slate-50 px-4 py-12">
      <div aria-hidden className="pointer-events-none absolute inset-x-0 top-0 h-[420px] bg-gradient-to-b from-brand-100/80 via-brand-50/40 to-transparent" />
      <div className="relative w-full max-w-[400px]">
        <div className="mb-8 flex justify-center">
          <BrandLogo />
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-8 shadow-lg shadow-fg/5">
          <h1 className="text-xl font-semibold tracking-tight text-fg">Sign in to your account</h1>
          <p className="mt-1 text-sm text-subtle">Manage payments, customers and HSA/FSA checkout.</p>
          <LoginForm />
        </div>
        <p className="mt-6 flex items-center justify-center gap-1.5 text-xs text-subtle">
          <ShieldCheck className="size-3.5" aria-hidden />
          For your security, sessions end after 7 days.
        </p>
      </div>
    </main>
  );
}
