import { BookOpen } from "lucide-react";
import { initials } from "@/lib/format";
import { MobileNav } from "./mobile-nav";
import { ModeSwitch } from "./mode-switch";
import { UserMenu } from "./user-menu";

export type HeaderProps = { accountName: string; email: string; mode: "test" | "live" };

export function Header({ accountName, email, mode }: HeaderProps) {
  return (
    <header className="flex h-14 shrink-0 items-center gap-3 border-b border-slate-200 bg-white px-4 sm:px-6">
      <MobileNav />
      <div className="flex min-w-0 items-center gap-2.5">
        <span className="flex size-7 shrink-0 items-center justify-center rounded-md bg-brand-100 text-xs font-semibold text-accent" aria-hidden>
          {initials(accountName)}
        </span>
        <span className="truncate text-sm font-semibold text-fg" data-testid="account-name">
          {accountName}
        </span>
        {mode === "live" && (
          <span className="hidden items-center gap-1.5 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-success ring-1 ring-success/20 ring-inset sm:inline-flex">
            <span className="size-1.5 rounded-full bg-success" aria-hidden /> Live
          </span>
        )}
      </div>
      <div className="ml-auto flex items-center gap-2 sm:gap-3">
        <a
          href="/api-reference"
          target="_blank"
          rel="noreferrer"
          className="hidden items-center gap-1.5 rounded-md px-2 py-1.5 text-[13px] font-medium text-subtle hover:bg-slate-100 hover:text-fg md:inline-flex"
        >
          <BookOpen className="size-4" aria-hidden /> API reference
        </a>
        <ModeSwitch mode={mode} />
        <UserMenu email={email} accountName={accountName} />
      </div>
    </header>
  );
}
