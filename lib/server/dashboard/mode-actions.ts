"use server";

// The test/live switch: one cookie that the pages and the /v1 API both read.
import { redirect } from "next/navigation";
import { z } from "zod";
import { getCurrentSession } from "./current-session";
import { setModeCookie } from "./session-cookies";

const input = z.object({
  mode: z.enum(["test", "live"]),
  // Only dashboard paths: this value becomes a redirect target.
  pathname: z.string().regex(/^\/dashboard(\/[A-Za-z0-9_-]+)*\/?$/),
});

/** Lists a section shows as a tab of its own: a switch on them (or their objects' pages) stays on that tab. */
const TAB_LISTS = ["/dashboard/developers/logs", "/dashboard/events/webhooks"];

export async function setModeAction(mode: string, pathname: string): Promise<void> {
  if (!(await getCurrentSession())) redirect("/login");
  const parsed = input.safeParse({ mode, pathname });
  if (!parsed.success) redirect("/dashboard");
  await setModeCookie(parsed.data.mode);
  // Objects belong to one mode, so a detail page of the other mode would 404: go to its list.
  const tab = TAB_LISTS.find((l) => parsed.data.pathname === l || parsed.data.pathname.startsWith(`${l}/`));
  if (tab) redirect(tab);
  const [, , section] = parsed.data.pathname.split("/");
  redirect(section ? `/dashboard/${section}` : "/dashboard");
}
