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

/** What keyboard focus can land on inside the dialog, in order. */
const TABBABLE =
  "a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex='-1'])";

/**
 * Modal on the native <dialog> element: the browser provides the top layer, inert background and
 * Escape; this component keeps it in sync with React state. Tab and Shift+Tab cycle inside the
 * dialog (the browser would leave it for its own toolbar), and closing gives focus back to what
 * had it before (the trigger), or to the main content if that is gone.
 */
export function Dialog({ open, onOpenChange, title, description, children, footer, dismissible = true, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : document.body;
      el.showModal();
    }
    if (!open && el.open) el.close();
    if (!open && returnTo.current !== null) {
      const back = returnTo.current;
      returnTo.current = null;
      // The trigger may have gone with the dialog's result (a row menu, a button that no longer applies).
      if (back.isConnected && back !== document.body) back.focus();
      else document.getElementById("main")?.focus();
    }
  }, [open]);

  function trapTab(e: React.KeyboardEvent<HTMLDialogElement>) {
    if (e.key !== "Tab" || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(TABBABLE)].filter((n) => n.offsetParent !== null || n === document.activeElement);
    if (!items.length) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && (document.activeElement === first || !ref.current.contains(document.activeElement))) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={cn("m-auto w-[calc(100%-2rem)] max-w-lg rounded-xl bg-white p-0 text-fg shadow-2xl ring-1 ring-fg/10", "open:animate-dialog-in", className)}
      onCancel={(e) => {
        // Escape: let React state decide, so a busy dialog can refuse.
        e.preventDefault();
        if (dismissible) onOpenChange(false);
      }}
      onClose={() => open && onOpenChange(false)}
      onKeyDown={trapTab}
      onClick={(e) => {
        // A click on the element itself (not its content) is a click on the backdrop.
        if (e.target === e.currentTarget && dismissible) onOpenChange(false);
      }}
    >
      {open && (
        <div className="flex flex-col">
          <div className="flex items-start justify-between gap-4 px-6 pt-5">
            <div>
              <h2 id={titleId} className="text-base font-semibold text-fg">
                {title}
              </h2>
              {description && (
                <p id={descriptionId} className="mt-1 text-sm text-subtle">
                  {description}
                </p>
              )}
            </div>
            {dismissible && (
              <button
                type="button"
                onClick={() => onOpenChange(false)}
                className="-mt-1 -mr-2 rounded-md p-1.5 text-subtle hover:bg-slate-100 hover:text-muted"
                aria-label="Close"
              >
                <X className="size-4" />
              </button>
            )}
          </div>
          {children && <div className="px-6 pt-4 pb-1 text-sm text-fg-secondary">{children}</div>}
          {footer && <div className="mt-4 flex justify-end gap-2 border-t border-slate-100 bg-slate-50/70 px-6 py-3 rounded-b-xl">{footer}</div>}
          {!footer && <div className="pb-5" />}
        </div>
      )}
    </dialog>
  );
}
