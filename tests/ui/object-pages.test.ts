// The dashboard's id-prefix table (lib/client/object-pages.ts, for the browser) against the ids the
// server makes (lib/db/ids.ts): a link from a request log to its object must not go stale.
import { describe, expect, it } from "vitest";
import { ID_PREFIXES } from "@/lib/db/ids";
import { OBJECT_ID_PREFIXES, objectPageOf } from "@/lib/client/object-pages";

const camel = (kind: string) => kind.replace(/_(.)/g, (_, c: string) => c.toUpperCase());

describe("object pages", () => {
  it("know each kind by the prefix the server gives its ids", () => {
    for (const [kind, prefix] of Object.entries(OBJECT_ID_PREFIXES)) {
      expect(ID_PREFIXES[camel(kind) as keyof typeof ID_PREFIXES], kind).toBe(prefix);
    }
  });

  it("lead from an id to its page, and nowhere for a kind without one", () => {
    expect(objectPageOf("fcus_01kaf3r9x2m4n6p8q0s2t4v6w8")).toEqual({ noun: "customer", href: "/dashboard/customers/fcus_01kaf3r9x2m4n6p8q0s2t4v6w8" });
    expect(objectPageOf("fprice_01kaf3r9x2m4n6p8q0s2t4v6w8")?.href).toBe("/dashboard/prices/fprice_01kaf3r9x2m4n6p8q0s2t4v6w8");
    expect(objectPageOf("fprod_01kaf3r9x2m4n6p8q0s2t4v6w8")?.noun).toBe("product");
    expect(objectPageOf("fpi_01kaf3r9x2m4n6p8q0s2t4v6w8")?.href).toBe("/dashboard/payments/fpi_01kaf3r9x2m4n6p8q0s2t4v6w8");
    expect(objectPageOf("fre_01kaf3r9x2m4n6p8q0s2t4v6w8")).toBeNull();
    expect(objectPageOf("not-an-id")).toBeNull();
  });
});
