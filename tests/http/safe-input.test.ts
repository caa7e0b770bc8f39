// What the database cannot store never gets past validation: strings (NUL, lone surrogates),
// nesting depth, path ids, integers and timestamps. The API suite's fuzz test checks the same
// end to end; these pin the building blocks.
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { customerCreateSchema } from "@/lib/schemas/customer";
import { couponCreateSchema } from "@/lib/schemas/coupon";
import { eventListQuerySchema } from "@/lib/schemas/event";
import { isoTimestampSchema, metadataSchema, text } from "@/lib/schemas/common";
import { inspectJson, isSafeText, MAX_JSON_DEPTH, SAFE_TEXT_PATTERN } from "@/lib/schemas/safe-text";
import { ApiError, zodIssuesToDetail } from "@/lib/server/errors";
import { endpoints } from "@/lib/server/http/endpoints";
import { buildOpenApiDocument } from "@/lib/server/http/openapi";
import { parseBody, parsePathParams, parseQuery } from "@/lib/server/http/parse-input";
import { readJsonBody } from "@/lib/server/http/read-body";

/** `depth` objects and arrays, one inside the other. */
function nested(depth: number, leaf: unknown = 1): unknown {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { k: v };
  return v;
}

function thrown(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("did not throw");
}

async function rejected(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("did not reject");
}

const jsonRequest = (body: string) => new Request("http://x/v1/customers", { method: "POST", headers: { "content-type": "application/json" }, body });

describe("safe text", () => {
  it("refuses NUL and unpaired surrogates, keeps everything else", () => {
    for (const bad of ["\u0000", "a\u0000b", "\ud800", "x\udc00", "\ud83d", "a\udbffz"]) expect(isSafeText(bad), JSON.stringify(bad)).toBe(false);
    for (const good of ["", "plain", "😀", "👩‍👩‍👧", "\u202eevil\u202c", "\u200f", "\ufffe", "\uffff", "é", "\u0001", "\t\r\n"]) {
      expect(isSafeText(good), JSON.stringify(good)).toBe(true);
    }
  });

  it("finds bad values and keys at any depth, with their paths", () => {
    const found = inspectJson({ a: ["ok", { b: "x\u0000" }], "k\u0000": 1, c: { d: { e: "\udc00" } } });
    // A key is checked when its object is reached, before what lies below it.
    expect(found.invalid).toEqual([
      { path: ["k\u0000"], key: true },
      { path: ["a", 1, "b"], key: false },
      { path: ["c", "d", "e"], key: false },
    ]);
    expect(found.tooDeep).toBeNull();
  });

  it("measures depth without recursion, however deep", () => {
    expect(inspectJson(nested(MAX_JSON_DEPTH), { maxDepth: MAX_JSON_DEPTH }).tooDeep).toBeNull();
    expect(inspectJson(nested(MAX_JSON_DEPTH + 1), { maxDepth: MAX_JSON_DEPTH }).tooDeep).not.toBeNull();
    const deep = JSON.parse("[".repeat(200_000) + "]".repeat(200_000));
    expect(inspectJson(deep, { maxDepth: MAX_JSON_DEPTH }).tooDeep).toHaveLength(MAX_JSON_DEPTH);
    expect(inspectJson(deep).tooDeep).toBeNull();
  });
});

describe("schemas", () => {
  it("name the field that holds a NUL, as string_invalid_character", () => {
    const r = customerCreateSchema.safeParse({ last_name: "Smith\u0000", metadata: { notes: ["ok", { deep: "\ud800" }] } });
    expect(r.success).toBe(false);
    const detail = zodIssuesToDetail(r.error!.issues, ["body", "customer"]);
    expect(detail).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ loc: ["body", "customer", "last_name"], type: "string_invalid_character" }),
        expect.objectContaining({ loc: ["body", "customer", "metadata", "notes", 1, "deep"], type: "string_invalid_character" }),
      ]),
    );
  });

  it("check metadata keys too", () => {
    expect(metadataSchema.safeParse({ "a\u0000": 1 }).success).toBe(false);
    expect(metadataSchema.safeParse({ "a😀": "\u202e" }).success).toBe(true);
  });

  it("bound integers to their columns and timestamps to what PostgreSQL reads", () => {
    expect(couponCreateSchema.safeParse({ amount_off: 100, max_redemptions: 2_147_483_647 }).success).toBe(true);
    expect(couponCreateSchema.safeParse({ amount_off: 100, max_redemptions: 2_147_483_648 }).success).toBe(false);
    expect(isoTimestampSchema.safeParse("0001-01-01T00:00:00Z").success).toBe(true);
    expect(isoTimestampSchema.safeParse("9999-12-31T23:59:59Z").success).toBe(true);
    const year0 = eventListQuerySchema.safeParse({ created_gte: "0000-06-01T00:00:00Z" });
    expect(zodIssuesToDetail(year0.error!.issues, ["query"])).toEqual([
      expect.objectContaining({ loc: ["query", "created_gte"], type: "datetime_out_of_range" }),
    ]);
    expect(isoTimestampSchema.safeParse("9999-12-31T23:00:00-05:00").success).toBe(false);
  });

  it("give every input string of the OpenAPI document the safe-text pattern (or an enum or a checked format)", () => {
    const doc = buildOpenApiDocument("http://x") as any;
    const missing: string[] = [];
    const walk = (node: any, where: string) => {
      if (!node || typeof node !== "object") return;
      if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${where}[${i}]`));
      if (node.type === "string" && !node.enum && node.const === undefined) {
        const patterns = [node.pattern, ...(node.allOf ?? []).map((a: any) => a.pattern)];
        // email and date-time carry their own patterns; uri is checked by safeUrl (a refinement).
        if (!patterns.includes(SAFE_TEXT_PATTERN.source) && !["email", "date-time", "uri"].includes(node.format)) missing.push(where);
      }
      for (const [k, v] of Object.entries(node)) walk(v, `${where}.${k}`);
    };
    for (const [p, ops] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      for (const [method, op] of Object.entries(ops)) {
        walk(op.requestBody, `${method} ${p} body`);
        for (const param of op.parameters.filter((x: any) => x.in === "query")) walk(param.schema, `${method} ${p} ?${param.name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("make text() usable by forms: a plain zod string with a pattern", () => {
    expect(z.toJSONSchema(text().max(3))).toMatchObject({ type: "string", maxLength: 3, pattern: SAFE_TEXT_PATTERN.source });
  });
});

describe("the /v1 wrapper", () => {
  it("refuses bodies nested deeper than the limit with 413, and NULs anywhere with 422 at their path", async () => {
    const deep = await rejected(readJsonBody(jsonRequest(JSON.stringify({ customer: { metadata: { k: nested(40) } } }))));
    expect(deep.status).toBe(413);
    expect(deep.detail[0].type).toBe("body_too_large");
    const huge = await rejected(readJsonBody(jsonRequest("[".repeat(300_000) + "]".repeat(300_000))));
    expect(huge.status).toBe(413);
    const nul = await rejected(readJsonBody(jsonRequest(JSON.stringify({ customer: { last_name: "a\u0000", extra: { "\u0000": 1 } } }))));
    expect(nul.status).toBe(422);
    expect(nul.detail.map((d) => [d.loc, d.type])).toEqual([
      [["body", "customer", "last_name"], "string_invalid_character"],
      [["body", "customer", "extra", "\u0000"], "string_invalid_character"],
    ]);
    const surrogate = await rejected(readJsonBody(jsonRequest('{"customer":{"employer":"\\ud800"}}')));
    expect(surrogate.detail[0]).toMatchObject({ loc: ["body", "customer", "employer"], type: "string_invalid_character" });
    await expect(readJsonBody(jsonRequest('{"customer":{"employer":"\\ud83d\\ude00 \u202e"}}'))).resolves.toEqual({ customer: { employer: "😀 \u202e" } });
  });

  it("refuses a NUL in any query parameter, known or not", () => {
    for (const q of ["search=%00", "starting_after=%00", "x%00=1", "unknown=a%00b"]) {
      const e = thrown(() => parseQuery(endpoints.listCustomers, new URLSearchParams(q)));
      expect(e.status).toBe(422);
      expect(e.detail[0].type).toBe("string_invalid_character");
    }
  });

  it("answers 404 for a path id that cannot be an id", () => {
    for (const id of ["\u0000", "a b", "x".repeat(101), "ünï", "fcus_1/..", "😀", ""]) {
      const e = thrown(() => parsePathParams({ id }));
      expect(e.status).toBe(404);
      expect(e.detail[0]).toMatchObject({ loc: ["path", "id"], type: "resource_not_found" });
    }
    expect(parsePathParams({ id: "fcus_01arz3ndektsv4rrffq69g5fav", capture_id: "pm_card_visa" })).toEqual({
      id: "fcus_01arz3ndektsv4rrffq69g5fav",
      capture_id: "pm_card_visa",
    });
  });

  it("validates a body's strings through the endpoint's schema too", () => {
    const e = thrown(() => parseBody(endpoints.createCustomer, { customer: { first_name: "\u0000" } }));
    expect(e.detail).toEqual([expect.objectContaining({ loc: ["body", "customer", "first_name"], type: "string_invalid_character" })]);
  });
});
