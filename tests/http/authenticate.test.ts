import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/client";
import { setDatabase } from "@/lib/db/client";
import { ApiError } from "@/lib/server/errors";
import { authenticate } from "@/lib/server/http/authenticate";
import { handle } from "@/lib/server/http/handle";
import { createApiKey, revokeApiKey } from "@/lib/server/services/accounts/api-keys";
import { createDashboardSession, verifyLogin } from "@/lib/server/services/accounts/dashboard-sessions";
import { customerEndpoints } from "@/lib/server/http/endpoints/customers";
import { newMerchantScope, openTestDatabase } from "../helpers/test-db";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  setDatabase(database);
});
afterAll(async () => {
  setDatabase(undefined);
  await database.close();
});

const req = (headers: Record<string, string>, method = "GET") => new Request("http://localhost/v1/customers", { method, headers });

async function expectApiError(p: Promise<unknown>, status: number, type: string) {
  const error = await p.then(
    () => null,
    (e) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(status);
  expect((error as ApiError).detail[0].type).toBe(type);
}

describe("authenticate", () => {
  it("accepts a key until it is revoked", async () => {
    const m = await newMerchantScope(database);
    const { secret, key } = await createApiKey(database.db, m.accountId, true, "ci");
    expect(secret).toMatch(/^fsk_test_[A-Za-z0-9]{32}$/);
    const caller = await authenticate(req({ authorization: `Bearer ${secret}` }), database.db);
    expect(caller).toMatchObject({ accountId: m.accountId, testMode: true, via: "api_key" });
    await revokeApiKey(database.db, m.accountId, true, key.id);
    await expectApiError(authenticate(req({ authorization: `Bearer ${secret}` }), database.db), 401, "invalid_api_key");
  });

  it("a key cannot be revoked from another account or mode", async () => {
    const a = await newMerchantScope(database);
    const b = await newMerchantScope(database);
    const { key } = await createApiKey(database.db, a.accountId, true, null);
    await expectApiError(revokeApiKey(database.db, b.accountId, true, key.id), 404, "resource_not_found");
    await expectApiError(revokeApiKey(database.db, a.accountId, false, key.id), 404, "resource_not_found");
  });

  it("dashboard sessions: reads need the cookie, writes also the CSRF token; the mode cookie picks the mode", async () => {
    const m = await newMerchantScope(database);
    const user = await verifyLogin(database.db, m.merchant.email, m.merchant.password);
    expect(user).not.toBeNull();
    expect(await verifyLogin(database.db, m.merchant.email, "wrong password")).toBeNull();
    const session = await createDashboardSession(database.db, user!.id);
    const cookie = `cp_session=${session.token}; cp_mode=live`;
    const read = await authenticate(req({ cookie }), database.db);
    expect(read).toMatchObject({ accountId: m.accountId, testMode: false, via: "dashboard" });
    await expectApiError(authenticate(req({ cookie }, "POST"), database.db), 403, "csrf_token_invalid");
    await expectApiError(authenticate(req({ cookie, "x-csrf-token": "forged" }, "POST"), database.db), 403, "csrf_token_invalid");
    const write = await authenticate(req({ cookie: `cp_session=${session.token}`, "x-csrf-token": session.csrfToken }, "POST"), database.db);
    expect(write.testMode).toBe(true);
    await expectApiError(authenticate(req({ cookie: "cp_session=made-up" }), database.db), 401, "authentication_required");
  });
});

describe("the wrapper's 500", () => {
  it("answers a generic internal_error and keeps the details out of the body", async () => {
    const m = await newMerchantScope(database);
    const { secret } = await createApiKey(database.db, m.accountId, true, null);
    const route = handle(customerEndpoints.listCustomers, async () => {
      throw new Error("connection string postgres://secret@db leaked");
    });
    const writes: string[] = [];
    const original = process.stderr.write.bind(process.stderr);
    process.stderr.write = ((chunk: string) => (writes.push(String(chunk)), true)) as typeof process.stderr.write;
    let res: Response;
    try {
      res = await route(req({ authorization: `Bearer ${secret}` }), { params: Promise.resolve({}) });
    } finally {
      process.stderr.write = original;
    }
    expect(res.status).toBe(500);
    const requestId = res.headers.get("x-request-id")!;
    const body = await res.json();
    expect(body).toEqual({
      detail: [{ loc: [], msg: `An unexpected error occurred. Quote request id ${requestId} when contacting support.`, type: "internal_error" }],
    });
    expect(JSON.stringify(body)).not.toContain("secret@db");
    expect(writes.join("")).toContain("secret@db");
    expect(writes.join("")).toContain(requestId);
  });
});
