import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf, type Db } from "@/lib/db/client";

/** How long request logs are kept (REQUEST_LOG_RETENTION_DAYS, default 30; at least 1). */
export function requestLogRetentionDays(): number {
  const n = Number(process.env.REQUEST_LOG_RETENTION_DAYS || 30);
  return Number.isFinite(n) && n >= 1 ? Math.floor(n) : 30;
}

/**
 * Deletes the request logs older than the retention, account by account and mode by mode along
 * the list index (no index of its own: every index is paid for on each request's log row), 5,000
 * rows per statement so a large backlog never holds one long transaction. Returns how many went.
 */
export async function purgeRequestLogs(db: Db, now = new Date(), days = requestLogRetentionDays()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  const owners = rowsOf<{ id: string }>(await db.execute(sql`SELECT id FROM accounts`));
  let total = 0;
  for (const { id } of owners) {
    for (const testMode of [true, false]) {
      for (;;) {
        const result = await db.execute(sql`
          DELETE FROM request_logs WHERE id IN (
            SELECT id FROM request_logs
            WHERE account_id = ${id} AND test_mode = ${testMode} AND created_at < ${cutoff}
            LIMIT 5000)
          RETURNING id`);
        const n = rowsOf(result).length;
        total += n;
        if (n < 5000) break;
      }
    }
  }
  return total;
}
