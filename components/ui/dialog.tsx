"use client";

import { useEffect, useId, useRef } from "react";
import { X } from "lucide-react";
import { cn } from "./cn";

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  description?: React.ReactNode;
  children?: React.ReactNode;
  /** Buttons, right-aligned under the body. */
  footer?: React.ReactNode;
  /** Blocks Escape / backdrop / close button, e.g. while a request runs. */
  dismissible?: boolean;
  className?: string;
};

/**
 * Modal on the native <dialog> element: the browser provides the top layer, focus trapping,
 * inert background and Escape; this component keeps it in sync with React state.
 */
export function Dialog({ open, onOpenChange, title, description, children, footer, dismissible = true, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={cn(
        "m-auto w-[calc(100%-2rem)] max-w-lg rounded-xl bg-white p-0 text-slate-900 shadow-2xl ring-1 ring-slate-900/10",
        "open:animate-dialog-in",
        className,
      )}
      onCancel={(e) => {
        // Escape: let React state decide, so a busy dialog can refuse.
        e.preventDefault();
        if (dismissible) onOpenChange(false);
      }}
      onClose={() => open && onOpenChange(false)}
      onClick={(e) => {
        // A click on the element itself (not its content) is a click on the backdrop.
        if (e.target === e.currentTarget && dismissible) onOpenChange(false);
      }}
    >
      {open && (
        <div className="flex flex-col">
          <div className="flex items-start justify-between gap-4 px-6 pt-5">
            <div>
              <h2 id={titleId} className="text-base font-semibold text-slate-900">{title}</h2>
              {description && <p id={descriptionId} className="mt-1 text-sm text-slate-500">{description}</p>}
            </div>
            {dismissible && (
              <button
                type="button"
                onClick={() => onOpenChange(false)}
                className="-mt-1 -mr-2 rounded-md p-1.5 text-slate-400 hover:bg-slate-100 hover:text-slate-600"
                aria-label="Close"
              >
                <X className="size-4" />
              </button>
            )}
          </div>
          {children && <div className="px-6 pt-4 pb-1 text-sm text-slate-700">{children}</div>}
          {footer && <div className="mt-4 flex justify-end gap-2 border-t border-slate-100 bg-slate-50/70 px-6 py-3 rounded-b-xl">{footer}</div>}
          {!footer && <div className="pb-5" />}
        </div>
      )}
    </dialog>
  );
}
