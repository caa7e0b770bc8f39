/** What dashboard server actions return to client components (they never throw for user errors). */
export type ActionResult<T = undefined> = { ok: true; data: T } | { ok: false; error: string; fieldErrors?: Record<string, string | undefined> };
