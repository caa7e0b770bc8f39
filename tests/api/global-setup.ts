import type { TestProject } from "vitest/node";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startPrism } from "../helpers/prism";
import { seed, startServer, type Merchant } from "../helpers/start-server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** Prism in front of the server (API_TESTS_PRISM=0: none, ""), where api() sends requests. */
    apiUrl: string;
    /** Where api() appends the contract violations Prism reports. */
    violationsFile: string;
    merchants: { demo: Merchant; other: Merchant; billing: Merchant; fuzz: Merchant };
    serverLog: string;
  }
}

/** One production server for every API test file, with three merchants seeded before it opens. */
export default async function setup(project: TestProject) {
  let merchants!: { demo: Merchant; other: Merchant; billing: Merchant; fuzz: Merchant };
  const server = await startServer({
    port: Number(process.env.API_TEST_PORT || 3250),
    // High enough that the suite never trips it by accident; rate-limit.test.ts runs its own server with a low limit.
    env: { RATE_LIMIT_PER_SECOND: "2000", RATE_LIMIT_BURST: "4000", JOBS_POLL_MS: "200", WEBHOOK_RETRY_SCALE: "0.0002" },
    prepare: (env) => {
      // billing-merchant moves its test clock (subscriptions): the other files never see that.
      // fuzz-merchant takes fuzz.test.ts's random requests (clock moves, webhooks, thousands of
      // objects) away from the objects and lists the other files check.
      merchants = { demo: seed(env), other: seed(env, "other-merchant"), billing: seed(env, "billing-merchant"), fuzz: seed(env, "fuzz-merchant") };
    },
  });
  project.provide("baseUrl", server.baseUrl);
  // The suite runs through Prism: every request and answer checked against the published document.
  const prism = process.env.API_TESTS_PRISM === "0" ? null : await startPrism(server.baseUrl, Number(process.env.API_TEST_PORT || 3250) + 40);
  const violationsFile = path.join(mkdtempSync(path.join(os.tmpdir(), "cp-contract-")), "violations.jsonl");
  project.provide("apiUrl", prism?.url ?? "");
  project.provide("violationsFile", prism ? violationsFile : "");
  project.provide("merchants", merchants);
  project.provide("serverLog", server.logFile);
  return async () => {
    await prism?.stop();
    await server.stop();
    const contract = existsSync(violationsFile) ? readFileSync(violationsFile, "utf8").trim().split("\n").filter(Boolean) : [];
    // With the server gone, check the money invariants over the whole database once more.
    const { openDatabase } = await import("@/lib/db/client");
    const { checkMoneyInvariants } = await import("@/lib/server/services/invariants/check-money-invariants");
    const database = await openDatabase({ url: process.env.DATABASE_URL, pgliteDir: server.env.PGLITE_DATA_DIR, migrate: false });
    try {
      const violations = await checkMoneyInvariants(database.db);
      // A teardown error does not fail a vitest run by itself: npm test reads this report.
      if (process.env.INVARIANTS_REPORT) writeFileSync(process.env.INVARIANTS_REPORT, JSON.stringify({ violations, contract, prism: Boolean(prism) }));
      if (violations.length) throw new Error(`Money invariants violated:\n${violations.join("\n")}`);
      if (contract.length) throw new Error(`OpenAPI contract violations (Prism) in ${contract.length} exchanges:\n${contract.slice(0, 50).join("\n")}`);
    } finally {
      await database.close();
    }
  };
}
