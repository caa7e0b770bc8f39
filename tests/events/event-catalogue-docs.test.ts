import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { EVENT_TYPE_CATALOGUE } from "@/lib/schemas/event-types";

it("docs/api.md lists every event type with what emits it", () => {
  const doc = readFileSync(path.join(import.meta.dirname, "../../docs/api.md"), "utf8");
  for (const [type, description] of Object.entries(EVENT_TYPE_CATALOGUE)) {
    expect(doc, type).toContain(`| \`${type}\` | ${description} |`);
  }
});
