// Request logs are kept REQUEST_LOG_RETENTION_DAYS (30) and then deleted by the hourly job.
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/client";
import { requestLogs } from "@/lib/db/schema";
import { purgeRequestLogs } from "@/lib/server/request-logs/purge-request-logs";
import { newMerchantScope, openTestDatabase, uniq } from "../helpers/test-db";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("purgeRequestLogs", () => {
  it("deletes the logs older than the retention and keeps the rest", async () => {
    const { accountId } = await newMerchantScope(database);
    const now = new Date("2026-11-26T12:00:00.000Z");
    const day = 86_400_000;
    const row = (id: string, ageDays: number) => ({
      id,
      accountId,
      testMode: ageDays > 30 ? false : true,
      method: "GET",
      path: "/v1/customers",
      route: "/v1/customers",
      status: 200,
      durationMs: 1.5,
      source: "api_key",
      createdAt: new Date(now.getTime() - ageDays * day),
    });
    const ids = { old: `req_old_${uniq()}`, edge: `req_edge_${uniq()}`, fresh: `req_fresh_${uniq()}` };
    await database.db.insert(requestLogs).values([row(ids.old, 31), row(ids.edge, 29.9), row(ids.fresh, 0)]);
    expect(await purgeRequestLogs(database.db, now, 30)).toBeGreaterThanOrEqual(1);
    const left = await database.db
      .select({ id: requestLogs.id })
      .from(requestLogs)
      .where(inArray(requestLogs.id, Object.values(ids)));
    expect(left.map((r) => r.id).sort()).toEqual([ids.edge, ids.fresh].sort());
  });
});
