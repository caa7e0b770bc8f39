// An export holds only its merchant's rows of its own mode, and another merchant or mode cannot
// see, list, cancel or download it (404), nor use another's object as a cursor (422).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/client";
import { exportCreateSchema } from "@/lib/schemas/export";
import { ApiError } from "@/lib/server/errors";
import type { Scope } from "@/lib/server/scope";
import { cancelExport } from "@/lib/server/services/exports/cancel-export";
import { createExport } from "@/lib/server/services/exports/create-export";
import { getExport } from "@/lib/server/services/exports/get-export";
import { listExports } from "@/lib/server/services/exports/list-exports";
import { readExportFile } from "@/lib/server/services/exports/read-export-file";
import { newMerchantScope, openTestDatabase } from "../helpers/test-db";
import { insertPayments, parseCsv, runToEnd } from "./helpers";

let database: Database;
let aTest: Scope;
let aLive: Scope;
let bTest: Scope;
const payments: Record<string, string[]> = {};

beforeAll(async () => {
  database = await openTestDatabase();
  aTest = await newMerchantScope(database);
  aLive = { ...aTest, testMode: false };
  bTest = await newMerchantScope(database);
  payments.aTest = await insertPayments(aTest, 30);
  payments.aLive = await insertPayments(aLive, 20);
  payments.bTest = await insertPayments(bTest, 25);
});
afterAll(async () => {
  await database?.close();
});

async function text(stream: ReadableStream<Uint8Array>) {
  return new Response(stream).text();
}

async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.catch((e) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("isolation and modes", () => {
  it("each merchant and mode exports exactly its own rows", async () => {
    for (const [name, scope] of [
      ["aTest", aTest],
      ["aLive", aLive],
      ["bTest", bTest],
    ] as const) {
      const created = await createExport(scope, exportCreateSchema.parse({ type: "payment" }));
      expect(created.test_mode).toBe(scope.testMode);
      const done = await runToEnd(database.db, created.export_id);
      expect(done.status).toBe("completed");
      const file = await readExportFile(scope, created.export_id);
      const { rows } = parseCsv(await text(file.body));
      expect(rows.map((r) => r.payment_intent_id).sort(), name).toEqual([...payments[name]].sort());
      expect(new Set(rows.map((r) => r.test_mode))).toEqual(new Set([String(scope.testMode)]));
    }
  });

  it("another merchant's or mode's export is a 404 everywhere, and never listed", async () => {
    const created = await createExport(aTest, exportCreateSchema.parse({ type: "payment", filters: { limit: 3 } }));
    await runToEnd(database.db, created.export_id);
    expect((await getExport(aTest, created.export_id)).status).toBe("completed");
    for (const scope of [aLive, bTest]) {
      // One call at a time: a promise made before it is awaited would reject unhandled.
      for (const call of [
        () => getExport(scope, created.export_id),
        () => cancelExport(scope, created.export_id),
        () => readExportFile(scope, created.export_id),
      ]) {
        const error = await apiError(call());
        expect(error.status).toBe(404);
        expect(error.detail).toEqual([{ loc: ["path", "id"], msg: `No such export: '${created.export_id}'.`, type: "resource_not_found" }]);
      }
      const listed = await listExports(scope, { limit: 100 });
      expect(listed.data.map((e) => e.export_id)).not.toContain(created.export_id);
    }
    expect((await listExports(aTest, { limit: 100 })).data.map((e) => e.export_id)).toContain(created.export_id);
  });

  it("a cursor naming another merchant's or mode's object is 422 payment_intent_not_found", async () => {
    for (const [cursor, key] of [
      [payments.bTest[0], "starting_after"],
      [payments.aLive[0], "ending_before"],
    ] as const) {
      const error = await apiError(createExport(aTest, exportCreateSchema.parse({ type: "payment", filters: { payment: { [key]: cursor } } })));
      expect(error.status).toBe(422);
      expect(error.detail).toEqual([
        {
          loc: ["body", "export", "filters", "payment", key],
          msg: `payment_intent_not_found: No such payment intent: '${cursor}'.`,
          type: "payment_intent_not_found",
        },
      ]);
    }
  });

  it("a file cannot be downloaded before the export completes", async () => {
    const created = await createExport(aTest, exportCreateSchema.parse({ type: "customer" }));
    const error = await apiError(readExportFile(aTest, created.export_id));
    expect(error.status).toBe(400);
    expect(error.detail).toEqual([
      { loc: ["path", "id"], msg: "This export is created; its file can be downloaded once it is completed.", type: "export_not_completed" },
    ]);
  });
});
