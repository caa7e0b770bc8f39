import { Providers } from "@/components/providers";
import { Header } from "@/components/dashboard/header";
import { LiveProcessorBanner } from "@/components/dashboard/live-processor-banner";
import { Sidebar } from "@/components/dashboard/sidebar";
import { SkipLink } from "@/components/skip-link";
import { TestModeBanner } from "@/components/dashboard/test-mode-banner";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { liveProcessorReady } from "@/lib/server/dashboard/processor-settings";

export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const session = await requireSession();
  // Live checkouts cannot be paid until a processor is set up: say so on every live page.
  const liveUnpayable = session.mode === "live" && !(await liveProcessorReady(session));
  return (
    // Keyed by account and mode: a switch starts a fresh query cache (objects belong to one mode).
    <Providers key={`${session.accountId}:${session.mode}`}>
      <div className="flex h-dvh flex-col" data-mode={session.mode}>
        <SkipLink />
        {session.testMode && <TestModeBanner />}
        {liveUnpayable && <LiveProcessorBanner />}
        <div className="flex min-h-0 flex-1">
          <Sidebar />
          <div className="flex min-w-0 flex-1 flex-col">
            <Header accountName={session.accountName} email={session.email} mode={session.mode} />
            {/* Focusable by script only: the skip link and a closed dialog whose trigger is gone land here. */}
            <main id="main" tabIndex={-1} className="min-h-0 flex-1 overflow-y-auto bg-white focus:outline-none">
              <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-8">{children}</div>
            </main>
          </div>
        </div>
      </div>
    </Providers>
  );
}
