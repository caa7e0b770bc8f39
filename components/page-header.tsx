import Link from "next/link";
import { ChevronLeft } from "lucide-react";
import { ViewRequestsLink } from "./resource/view-requests-link";

export type PageHeaderProps = {
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Buttons on the right. */
  actions?: React.ReactNode;
  /** A "back to list" link above the title. */
  back?: { href: string; label: string };
  /** Small content next to the title, e.g. a status badge. */
  meta?: React.ReactNode;
  /** Before the title block, e.g. an avatar or icon. */
  leading?: React.ReactNode;
  /** An object page's id: a "View requests" link (Developers → Logs, filtered to the object) before the actions. */
  requestsFor?: string;
};

export function PageHeader({ title, description, actions, back, meta, leading, requestsFor }: PageHeaderProps) {
  return (
    <div className="mb-6">
      {back && (
        <Link href={back.href} className="mb-3 inline-flex items-center gap-1 text-[13px] font-medium text-subtle hover:text-fg">
          <ChevronLeft className="size-4" aria-hidden />
          {back.label}
        </Link>
      )}
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex min-w-0 items-center gap-3.5">
          {leading}
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="truncate text-2xl font-semibold tracking-tight text-fg">{title}</h1>
              {meta}
            </div>
            {description && <p className="mt-1 text-sm text-subtle">{description}</p>}
          </div>
        </div>
        {(actions || requestsFor) && (
          <div className="flex shrink-0 items-center gap-2">
            {requestsFor && <ViewRequestsLink objectId={requestsFor} />}
            {actions}
          </div>
        )}
      </div>
    </div>
  );
}
