import Link from "next/link";
import { ArrowRight, TriangleAlert } from "lucide-react";

export const PROCESSOR_SETTINGS_HREF = "/dashboard/settings/payments";

/**
 * Full-width strip shown in live mode while no payments processor is set up: live checkouts can
 * be created but not paid, which a merchant must not find out from a shopper.
 */
export function LiveProcessorBanner() {
  return (
    <div
      role="status"
      aria-label="Live payments"
      data-testid="live-processor-banner"
      className="flex min-h-9 shrink-0 flex-wrap items-center justify-center gap-x-3 gap-y-0.5 border-b border-amber-200 bg-amber-50 px-4 py-1.5 text-[13px] text-warning-strong"
    >
      <p className="flex items-center gap-2">
        <TriangleAlert className="size-4 shrink-0 text-warning" aria-hidden />
        <span>
          <strong className="font-semibold">Live payments are not set up:</strong> shoppers cannot pay live checkouts yet.
        </span>
      </p>
      <Link
        href={PROCESSOR_SETTINGS_HREF}
        className="inline-flex items-center gap-1 rounded-sm font-semibold text-warning-strong underline decoration-warning/40 underline-offset-2 hover:decoration-warning focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        Set up a payments processor
        <ArrowRight className="size-3.5" aria-hidden />
      </Link>
    </div>
  );
}
