import type { TestProject } from "vitest/node";
import { seed, startServer, type Merchant } from "../helpers/start-server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    merchants: { demo: Merchant; other: Merchant; limited: Merchant };
    serverLog: string;
  }
}

/** One production server for every API test file, with three merchants seeded before it opens. */
export default async function setup(project: TestProject) {
  let merchants!: { demo: Merchant; other: Merchant; limited: Merchant };
  const server = await startServer({
    port: Number(process.env.API_TEST_PORT || 3250),
    // High enough that the suite never trips it by accident; the rate-limit test goes past it.
    env: { RATE_LIMIT_PER_SECOND: "50", RATE_LIMIT_BURST: "300", JOBS_POLL_MS: "200" },
    prepare: (env) => {
      merchants = { demo: seed(env), other: seed(env, "other-merchant"), limited: seed(env, "rate-limited-merchant") };
    },
  });
  project.provide("baseUrl", server.baseUrl);
  project.provide("merchants", merchants);
  project.provide("serverLog", server.logFile);
  return () => server.stop();
}
