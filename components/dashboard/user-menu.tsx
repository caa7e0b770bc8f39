"use client";

import { useTransition } from "react";
import Link from "next/link";
import { ChevronDown, Code2, KeyRound, LogOut } from "lucide-react";
import { DropdownMenu, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from "@/components/ui/dropdown-menu";
import { initials } from "@/lib/format";
import { logoutAction } from "@/lib/server/dashboard/auth-actions";

export function UserMenu({ email, accountName }: { email: string; accountName: string }) {
  const [pending, startTransition] = useTransition();
  return (
    <DropdownMenu
      triggerClassName="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm text-fg-secondary hover:bg-slate-100"
      trigger={
        <>
          <span className="flex size-7 items-center justify-center rounded-full bg-inverse text-[11px] font-semibold text-white" aria-hidden>
            {initials(email)}
          </span>
          {/* Named "Account menu" and by the email it shows, so speech input can say either. */}
          <span className="sr-only">Account menu</span>
          <span className="hidden max-w-48 truncate md:inline" data-testid="user-email">
            {email}
          </span>
          <ChevronDown className="size-4 text-icon" aria-hidden />
        </>
      }
    >
      <DropdownMenuLabel>
        <span className="block text-[13px] font-medium text-fg">{accountName}</span>
        <span className="block truncate">{email}</span>
      </DropdownMenuLabel>
      <DropdownMenuSeparator />
      <Link href="/dashboard/account" role="menuitem" className="flex items-center gap-2 rounded-md px-2.5 py-1.5 text-sm text-fg-secondary hover:bg-slate-100">
        <KeyRound className="size-4 text-icon" aria-hidden /> Account and password
      </Link>
      <Link
        href="/dashboard/developers"
        role="menuitem"
        className="flex items-center gap-2 rounded-md px-2.5 py-1.5 text-sm text-fg-secondary hover:bg-slate-100"
      >
        <Code2 className="size-4 text-icon" aria-hidden /> Developers
      </Link>
      <DropdownMenuItem
        disabled={pending}
        // Runs the action directly (not through a form) so closing the menu cannot cancel it.
        onClick={() => startTransition(() => logoutAction())}
      >
        <LogOut aria-hidden /> {pending ? "Signing out…" : "Log out"}
      </DropdownMenuItem>
    </DropdownMenu>
  );
}
