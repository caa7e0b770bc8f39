// The OpenAPI document passes Redocly's recommended rules (redocly.yaml) with no error and no
// warning (issue 21): the document is generated, written to a temporary file and linted by the
// pinned @redocly/cli, as a client generator's CI would.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "@/lib/server/http/openapi";

const ROOT = path.join(import.meta.dirname, "../..");
const dir = mkdtempSync(path.join(os.tmpdir(), "openapi-lint-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Problem = { ruleId: string; severity: string; message: string; location: { pointer: string }[] };

/** Redocly's findings on `doc`, with the project's redocly.yaml. */
function lint(doc: unknown, name: string): { totals: { errors: number; warnings: number }; problems: Problem[] } {
  const file = path.join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(doc));
  const r = spawnSync(
    process.execPath,
    [path.join(ROOT, "node_modules/@redocly/cli/bin/cli.js"), "lint", file, "--config", path.join(ROOT, "redocly.yaml"), "--format=json"],
    { cwd: ROOT, encoding: "utf8", env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", NO_COLOR: "1" }, timeout: 120_000 },
  );
  const start = r.stdout.indexOf("{");
  expect(start, `redocly printed no report: ${r.stderr}`).toBeGreaterThanOrEqual(0);
  return JSON.parse(r.stdout.slice(start));
}

const summary = (problems: Problem[]) => problems.map((p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`).join("\n");

describe("redocly lint (recommended rules)", () => {
  const doc = buildOpenApiDocument("https://payments.example");

  it("finds no error and no warning in the document", () => {
    const report = lint(doc, "openapi");
    expect(summary(report.problems)).toBe("");
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 120_000);

  it("would catch a duplicated parameter and an example that contradicts its schema", () => {
    const broken = structuredClone(doc) as any;
    const list = broken.paths["/v1/subscriptions"].get;
    list.parameters.push(list.parameters.find((p: { name: string }) => p.name === "expand_customer"));
    broken.paths["/v1/products"].post.responses["200"].content["application/json"].example.product.active = "yes";
    const rules = lint(broken, "broken").problems.map((p) => p.ruleId);
    expect(rules).toContain("operation-parameters-unique");
    expect(rules).toContain("no-invalid-media-type-examples");
  }, 120_000);
});
