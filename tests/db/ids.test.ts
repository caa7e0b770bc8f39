import { describe, expect, it } from "vitest";
import { newId, newRequestId } from "@/lib/db/ids";

const BODY = /^[0-9a-hjkmnp-tv-z]{26}$/; // lower-case Crockford base 32, as ULIDs are

describe("ids", () => {
  it("are the prefix and a 26-character ULID body, unique and increasing across many pool refills", () => {
    const ids = Array.from({ length: 50_000 }, () => newId("customer"));
    for (const id of ids.slice(0, 100)) {
      expect(id.startsWith("fcus_")).toBe(true);
      expect(id.slice(5)).toMatch(BODY);
    }
    expect(new Set(ids).size).toBe(ids.length);
    // Monotonic: made in order, they sort in order (cursor pagination relies on it).
    expect([...ids].sort()).toEqual(ids);
  });

  it("draw their random part evenly from all 32 characters", () => {
    // Within one millisecond the factory increments the previous id; the first id of each new
    // millisecond has a fresh random part. Count the characters of 1,500 fresh ones (22,500).
    const counts = new Map<string, number>();
    let fresh = 0;
    let lastTime = "";
    while (fresh < 1_500) {
      const body = newId("event").slice(5);
      if (body.slice(0, 10) === lastTime) continue;
      lastTime = body.slice(0, 10);
      fresh++;
      for (const c of body.slice(10, 25)) counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    expect(counts.size).toBe(32);
    const expected = (fresh * 15) / 32;
    const chiSquare = [...counts.values()].reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
    // 31 degrees of freedom: 70 is the 0.01% tail; a biased or stuck source is far beyond.
    expect(chiSquare).toBeLessThan(70);
  });

  it("request ids have the same shape and never repeat in a process", () => {
    const ids = Array.from({ length: 10_000 }, () => newRequestId());
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids.slice(0, 10)) expect(id).toMatch(/^req_[0-9a-z]{26}$/);
  });
});
