import { afterAll, expect } from "vitest";
import { api, merchants } from "./client";

/** Every API test file ends by checking the money invariants of each merchant it may have touched. */
afterAll(async () => {
  for (const m of Object.values(merchants())) {
    const res = await api("GET", "/v1/test_helpers/invariants", { key: m.test_secret_key });
    expect(res.status).toBe(200);
    expect(res.body.invariants.violations).toEqual([]);
  }
});
