import { PoweredBy } from "./checkout-frame";

/** One centered card on a tinted page: confirmation, unavailable and not-found states. */
export function CenteredShell({ header, children }: { header?: React.ReactNode; children: React.ReactNode }) {
  return (
    <main className="relative flex min-h-screen flex-col items-center overflow-hidden bg-slate-50 px-4 py-10 sm:py-16">
      <div aria-hidden className="pointer-events-none absolute inset-x-0 top-0 h-72 bg-gradient-to-b from-brand-50 to-transparent" />
      <div className="relative w-full max-w-[480px]">
        {header && <div className="mb-6">{header}</div>}
        <div className="rounded-xl border border-slate-200 bg-white shadow-lg shadow-fg/5">{children}</div>
        <div className="mt-6">
          <PoweredBy />
        </div>
      </div>
    </main>
  );
}
