import { X } from "lucide-react";

/**
 * A filter set from elsewhere (a link from an object's page) that has no control of its own in
 * the toolbar: "Coupon: 10% off ×". Styled as an active filter; × removes it.
 */
export function DataTableFilterChip({ label, children, onRemove }: { label: string; children: React.ReactNode; onRemove: () => void }) {
  return (
    <span className="inline-flex h-8 max-w-full min-w-0 items-center gap-1 rounded-md bg-brand-50 pr-1 pl-2.5 text-[13px] text-accent-strong ring-1 ring-accent ring-inset">
      <span className="truncate">
        {label}: {children}
      </span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove ${label.toLowerCase()} filter`}
        className="shrink-0 rounded p-1 text-accent hover:bg-brand-100 hover:text-accent-strong"
      >
        <X className="size-3.5" />
      </button>
    </span>
  );
}
