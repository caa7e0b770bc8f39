import { ArrowLeft } from "lucide-react";
import { cn } from "@/components/ui/cn";

/** Merchant mark and name, the TEST MODE badge, and the way back to the merchant's site. */
export function MerchantHeader({
  merchantName,
  testMode,
  cancelUrl,
  className,
}: {
  merchantName: string;
  testMode: boolean;
  cancelUrl?: string | null;
  className?: string;
}) {
  return (
    <header className={cn("space-y-4", className)}>
      {cancelUrl && (
        <a
          href={cancelUrl}
          className="group -ml-1 inline-flex items-center gap-1.5 rounded-md px-1 py-0.5 text-sm text-subtle transition-colors hover:text-fg focus-visible:outline-2 focus-visible:outline-focus"
        >
          <ArrowLeft className="size-4 transition-transform group-hover:-translate-x-0.5" aria-hidden />
          Cancel and return
        </a>
      )}
      <div className="flex items-center gap-3">
        <span
          aria-hidden
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-inverse-hover to-fg text-sm font-semibold text-white shadow-sm"
        >
          {merchantName.trim().charAt(0).toUpperCase() || "?"}
        </span>
        <span className="min-w-0 truncate text-[15px] font-semibold text-fg" data-testid="merchant-name">
          {merchantName}
        </span>
        {testMode && (
          <span className="shrink-0 rounded bg-orange-100 px-1.5 py-0.5 text-[11px] font-semibold tracking-wide text-test uppercase ring-1 ring-test/20 ring-inset">
            Test mode
          </span>
        )}
      </div>
    </header>
  );
}
