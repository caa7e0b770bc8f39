"use client";

import { useTransition } from "react";
import { usePathname } from "next/navigation";
import { Switch } from "@/components/ui/switch";
import { cn } from "@/components/ui/cn";
import { setModeAction } from "@/lib/server/dashboard/mode-actions";

/** "Test mode" toggle: on = test data (orange), off = live data. */
export function ModeSwitch({ mode }: { mode: "test" | "live" }) {
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const testMode = mode === "test";
  return (
    <div
      className={cn(
        "flex items-center gap-2 rounded-full py-1 pr-3 pl-1.5 ring-1 ring-inset",
        testMode ? "bg-orange-50 ring-orange-200" : "bg-slate-50 ring-slate-200",
      )}
    >
      <Switch
        id="mode-switch"
        checked={testMode}
        tone="orange"
        disabled={pending}
        aria-label="Test mode"
        onCheckedChange={(checked) => startTransition(() => setModeAction(checked ? "test" : "live", pathname))}
      />
      <label htmlFor="mode-switch" className={cn("cursor-pointer text-[13px] font-medium select-none", testMode ? "text-test" : "text-muted")}>
        Test mode
      </label>
      <span className="sr-only" aria-live="polite">
        {testMode ? "Viewing test data" : "Viewing live data"}
      </span>
    </div>
  );
}
