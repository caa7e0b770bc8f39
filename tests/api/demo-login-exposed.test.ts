// npm start on a non-loopback bind (HOST=0.0.0.0) never creates the well-known demo login: the
// demo merchant gets a random password, printed once (issue 18, part 8).
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postLoginForm } from "../helpers/login-form";
import { isolatedDatabaseEnv, startServer, type StartedServer } from "../helpers/start-server";

const PORT = Number(process.env.API_TEST_PORT || 3250) + 21;
let server: StartedServer;

/** True when the login form signs in with these. */
async function signsIn(email: string, password: string): Promise<boolean> {
  const res = await postLoginForm(server.baseUrl, email, password);
  return res.status === 303 && res.headers.get("location") === "/dashboard";
}

beforeAll(async () => {
  // An empty database, so the server seeds the demo merchant itself; HOST as npm start passes it.
  const env: Record<string, string> = {
    ...isolatedDatabaseEnv("demo_exposed"),
    HOST: "0.0.0.0",
    SEED_ON_START: "1",
    SEED_PASSWORD: "",
    JOBS_DISABLED: "1",
    LOG_REQUESTS: "0",
  };
  server = await startServer({ port: PORT, env });
});
afterAll(() => server?.stop());

describe("demo login on a network bind", () => {
  it("is a random password printed once, and demo-password does not sign in", async () => {
    const log = readFileSync(server.logFile, "utf8");
    const printed = /password: (\S+)\s+\(random: this server listens on the network; it is shown only now\)/.exec(log)?.[1];
    expect(printed).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect(log.match(new RegExp(printed!, "g"))).toHaveLength(1);
    expect(await signsIn("demo@example.com", "demo-password")).toBe(false);
    expect(await signsIn("demo@example.com", printed!)).toBe(true);
  });
});
