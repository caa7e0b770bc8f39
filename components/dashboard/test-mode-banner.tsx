import { FlaskConical } from "lucide-react";

/** Full-width strip shown on every page while the dashboard is in test mode. */
export function TestModeBanner() {
  return (
    <div
      role="status"
      data-testid="test-mode-banner"
      className="flex h-8 shrink-0 items-center justify-center gap-2 bg-test-fill px-4 text-xs font-medium text-white"
    >
      <FlaskConical className="size-3.5" aria-hidden />
      <span className="font-semibold tracking-wide uppercase">Test mode</span>
      <span className="hidden text-white sm:inline">· You are viewing test data. Payments are simulated and no money moves.</span>
    </div>
  );
}
