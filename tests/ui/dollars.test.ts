// The dashboard's one dollars parser (catalogue forms, payment links, refunds): exact cents from
// what a merchant types, never a float rounding, and a clear message for what it refuses.
import { describe, expect, it } from "vitest";
import { centsToDollarsInput, parseDollars, parsePercent } from "@/lib/client/dollars";

const cents = (input: string) => {
  const r = parseDollars(input);
  return r.ok ? r.cents : r.message;
};

describe("parseDollars", () => {
  it("turns what merchants type into exact cents", () => {
    expect(cents("12.34")).toBe(1234);
    expect(cents("12.3")).toBe(1230);
    expect(cents("12")).toBe(1200);
    expect(cents(".5")).toBe(50);
    expect(cents("0.07")).toBe(7);
    expect(cents("  $1,299.00 ")).toBe(129900);
    expect(cents("$ 5")).toBe(500);
    expect(cents("007.10")).toBe(710);
    expect(cents("1,234,567.89")).toBe("That amount is too large (at most $999,999.99).");
    expect(cents("999,999.99")).toBe(99_999_999);
  });

  it("never loses a cent to floating point where floats do (0.29 * 100 = 28.999...)", () => {
    expect(0.29 * 100).not.toBe(29);
    expect(cents("0.29")).toBe(29);
    expect(cents("1.13")).toBe(113);
    expect(cents("4.35")).toBe(435);
    expect(cents("999999.99")).toBe(99_999_999);
  });

  it("refuses what is not an amount of whole cents, with a message for each", () => {
    expect(cents("")).toBe("Enter an amount.");
    expect(cents("   ")).toBe("Enter an amount.");
    expect(cents("-5")).toBe("Enter a positive amount.");
    expect(cents("+5")).toBe("Enter an amount like 12.99.");
    expect(cents("1e3")).toBe("Enter an amount like 12.99.");
    expect(cents("12,34")).toBe("Enter an amount like 12.99.");
    expect(cents("abc")).toBe("Enter an amount like 12.99.");
    expect(cents(".")).toBe("Enter an amount like 12.99.");
    expect(cents("1.005")).toBe("Use at most 2 decimal places (whole cents).");
    expect(cents("1000000")).toBe("That amount is too large (at most $999,999.99).");
    expect(cents("99999999999999999999")).toBe("That amount is too large (at most $999,999.99).");
  });
});

describe("centsToDollarsInput", () => {
  it("writes cents back as the plain dollars a person edits, and round-trips", () => {
    expect(centsToDollarsInput(1234)).toBe("12.34");
    expect(centsToDollarsInput(500)).toBe("5.00");
    expect(centsToDollarsInput(7)).toBe("0.07");
    expect(centsToDollarsInput(0)).toBe("0.00");
    expect(centsToDollarsInput(-250)).toBe("-2.50");
    for (const c of [1, 29, 113, 99_999_999]) expect(cents(centsToDollarsInput(c))).toBe(c);
  });
});

describe("parsePercent", () => {
  it("accepts up to two decimals and refuses the rest", () => {
    expect(parsePercent("12.5")).toEqual({ ok: true, percent: 12.5 });
    expect(parsePercent("15 %")).toEqual({ ok: true, percent: 15 });
    expect(parsePercent("0.29")).toEqual({ ok: true, percent: 0.29 });
    expect(parsePercent("")).toEqual({ ok: false, message: "Enter a percentage." });
    expect(parsePercent("1.234")).toEqual({ ok: false, message: "Use at most 2 decimal places." });
    expect(parsePercent("ten")).toEqual({ ok: false, message: "Enter a percentage like 12.5." });
  });
});
