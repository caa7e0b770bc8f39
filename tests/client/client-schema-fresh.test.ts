// The typed client cannot drift from the API: its committed OpenAPI document and generated types
// must be exactly what scripts/generate-client.ts makes from the endpoint registry today.
import { describe, expect, it } from "vitest";
import { generateClientFiles, readClientFiles } from "@/scripts/generate-client";

/** The first line where two texts differ, to say where the drift is without printing 700 kB. */
function firstDifference(committed: string, fresh: string): string | null {
  if (committed === fresh) return null;
  const a = committed.split("\n");
  const b = fresh.split("\n");
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] !== b[i]) return `line ${i + 1}:\n  committed: ${a[i] ?? "(end of file)"}\n  generated: ${b[i] ?? "(end of file)"}`;
  }
  return "line endings differ";
}

describe("clients/typescript is generated from the current API", () => {
  const committed = readClientFiles();
  const fresh = generateClientFiles();
  const fix = "Run `npm run client:generate` (node_modules/.bin/tsx --conditions=react-server scripts/generate-client.ts) and commit the result.";

  it("openapi.json equals the document /openapi.json serves", async () => {
    const { openapiJson } = await fresh;
    expect(committed.openapiJson, "clients/typescript/openapi.json is missing").not.toBe("");
    expect(firstDifference(committed.openapiJson, openapiJson), `clients/typescript/openapi.json is stale. ${fix}`).toBeNull();
  });

  it("src/schema.ts equals openapi-typescript's output for that document", async () => {
    const { schemaTs } = await fresh;
    expect(committed.schemaTs, "clients/typescript/src/schema.ts is missing").not.toBe("");
    expect(firstDifference(committed.schemaTs, schemaTs), `clients/typescript/src/schema.ts is stale. ${fix}`).toBeNull();
    expect(schemaTs).toContain('"/v1/checkout/sessions": {');
  });

  it("src/types.ts names every component schema and error response of that document", async () => {
    const { openapiJson, typesTs } = await fresh;
    expect(committed.typesTs, "clients/typescript/src/types.ts is missing").not.toBe("");
    expect(firstDifference(committed.typesTs, typesTs), `clients/typescript/src/types.ts is stale. ${fix}`).toBeNull();
    const document = JSON.parse(openapiJson);
    const exported = [...typesTs.matchAll(/^export type (\w+) = (.+);$/gm)].map(([, name, type]) => [name, type]);
    const schemaTypes = exported
      .filter(([, type]) => type.startsWith("components["))
      .map(([, type]) => JSON.parse(type.slice('components["schemas"]['.length, -1)));
    expect(schemaTypes.sort()).toEqual(Object.keys(document.components.schemas).sort());
    expect(exported).toContainEqual(["ApiError", 'components["schemas"]["Error"]']);
    expect(exported).toContainEqual(["Customer", 'components["schemas"]["Customer"]']);
    expect(exported).toContainEqual(["NotFoundError", "CommercePaymentsError<404>"]);
    expect(exported).toContainEqual(["ValidationError", "CommercePaymentsError<422>"]);
    expect(exported.filter(([, type]) => type.startsWith("CommercePaymentsError<"))).toHaveLength(Object.keys(document.components.responses).length);
  });
});
