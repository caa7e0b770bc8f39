import { describe, expect, it } from "vitest";
import { newId, newIds, newRequestId } from "@/lib/db/ids";

const BODY = /^[0-9a-hjkmnp-tv-z]{26}$/; // lower-case Crockford base 32, as ULIDs are

describe("ids", () => {
  it("are the prefix and a 26-character ULID body, unique across many pool refills, time-ordered by millisecond", () => {
    const ids = Array.from({ length: 50_000 }, () => newId("customer"));
    for (const id of ids.slice(0, 100)) {
      expect(id.startsWith("fcus_")).toBe(true);
      expect(id.slice(5)).toMatch(BODY);
    }
    expect(new Set(ids).size).toBe(ids.length);
    // The first 10 characters are the millisecond: they never go backwards.
    const times = ids.map((id) => id.slice(5, 15));
    expect([...times].sort()).toEqual(times);
  });

  it("give nothing away about their neighbours: ids of the same millisecond are not consecutive", () => {
    // A monotonic factory makes the next id of a millisecond the previous one plus 1, so one
    // checkout session id leads to the others. Every id here draws its 80 random bits afresh.
    const ids = Array.from({ length: 20_000 }, () => newId("checkoutSession").slice(4));
    let sameMs = 0;
    let close = 0;
    let minDiffering = 16;
    for (let i = 1; i < ids.length; i++) {
      if (ids[i].slice(0, 10) !== ids[i - 1].slice(0, 10)) continue;
      sameMs++;
      const a = BigInt(`0x${crockfordToHex(ids[i - 1].slice(10))}`);
      const b = BigInt(`0x${crockfordToHex(ids[i].slice(10))}`);
      const distance = a > b ? a - b : b - a;
      if (distance < 1n << 40n) close++;
      let differing = 0;
      for (let c = 10; c < 26; c++) if (ids[i][c] !== ids[i - 1][c]) differing++;
      minDiffering = Math.min(minDiffering, differing);
    }
    expect(sameMs).toBeGreaterThan(1_000);
    // Two fresh 80-bit values are within 2^40 of each other with probability ~2^-39.
    expect(close).toBe(0);
    expect(minDiffering).toBeGreaterThanOrEqual(4);
    // Not sorted within a millisecond: about half of same-millisecond neighbours are descending.
    let descending = 0;
    for (let i = 1; i < ids.length; i++) if (ids[i].slice(0, 10) === ids[i - 1].slice(0, 10) && ids[i] < ids[i - 1]) descending++;
    expect(descending / sameMs).toBeGreaterThan(0.4);
  });

  it("draw all 16 random characters evenly from the 32 (80 bits), for every id", () => {
    const counts = new Map<string, number>();
    const n = 2_000;
    for (let i = 0; i < n; i++) for (const c of newId("event").slice(15)) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(32);
    const expected = (n * 16) / 32;
    const chiSquare = [...counts.values()].reduce((sum, k) => sum + (k - expected) ** 2 / expected, 0);
    // 31 degrees of freedom: 70 is the 0.01% tail; a biased or stuck source is far beyond.
    expect(chiSquare).toBeLessThan(70);
  });

  it("newIds makes ids in ascending order, each with its own random part", () => {
    const ids = newIds("subscriptionItem", 50);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids.map((id) => id.slice(14))).size).toBe(50);
  });

  it("request ids have the same shape and never repeat in a process", () => {
    const ids = Array.from({ length: 10_000 }, () => newRequestId());
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids.slice(0, 10)) expect(id).toMatch(/^req_[0-9a-z]{26}$/);
  });
});

const CROCKFORD = "0123456789abcdefghjkmnpqrstvwxyz";
/** 16 Crockford base-32 characters (80 bits) as 20 hex digits. */
function crockfordToHex(chars: string): string {
  let n = 0n;
  for (const c of chars) n = n * 32n + BigInt(CROCKFORD.indexOf(c));
  return n.toString(16).padStart(20, "0");
}
