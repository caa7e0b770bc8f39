// The sign-in limits as a browser meets them, over HTTP against production servers of their own:
// the login page's form is posted the way a browser without JavaScript posts it (Next renders the
// answer), with low limits, so the rest of the suite is never locked out.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postLoginForm } from "../helpers/login-form";
import { seed, startServer, type Merchant, type StartedServer } from "../helpers/start-server";

const PORT = Number(process.env.API_TEST_PORT || 3250) + 12;
const LIMITS = { LOGIN_ATTEMPTS_PER_MINUTE: "4", LOGIN_MAX_FAILURES: "3", LOGIN_LOCKOUT_MINUTES: "15", JOBS_DISABLED: "1", LOG_REQUESTS: "0", REDIS_URL: "" };

type Answer = { status: number; location: string | null; alert: string | null; cookies: string[] };

/** Posts the login form as a browser without JavaScript does. */
async function postLogin(server: StartedServer, email: string, password: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await postLoginForm(server.baseUrl, email, password, headers);
  const html = await res.text();
  const alert = /role="alert"[^>]*>(?:<svg.*?<\/svg>)?([^<]*)</.exec(html)?.[1] ?? null;
  return { status: res.status, location: res.headers.get("location"), alert, cookies: res.headers.getSetCookie() };
}

const WRONG = "Incorrect email or password. Check them and try again.";
let counter = 0;
const unknownEmail = () => `nobody-${Date.now()}-${counter++}@example.com`;

describe("sign-in limits without a trusted proxy (TRUST_PROXY unset)", () => {
  let server: StartedServer;
  let user: Merchant;
  beforeAll(async () => {
    server = await startServer({ port: PORT, env: LIMITS, prepare: (env) => (user = seed(env, `login-direct-${Date.now()}`)) });
  });
  afterAll(() => server.stop());

  it("signs in with a new HttpOnly, SameSite=Lax session cookie, not Secure over http even if the client claims https", async () => {
    const answer = await postLogin(server, user.email, user.password, { "x-forwarded-proto": "https" });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/dashboard");
    const session = answer.cookies.find((c) => c.startsWith("cp_session="))!;
    expect(session).toMatch(/; Path=\/(;|$)/);
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; SameSite=lax/i);
    expect(session).not.toMatch(/; Secure/i);
  });

  it("counts attempts per socket address: x-forwarded-for sent by the client itself changes nothing", async () => {
    // One attempt spent above; three more with made-up addresses, then the address is refused.
    const answers: Answer[] = [];
    for (let i = 0; i < 4; i++) answers.push(await postLogin(server, unknownEmail(), "wrong", { "x-forwarded-for": `203.0.113.${i + 1}` }));
    expect(answers.slice(0, 3).map((a) => a.alert)).toEqual([WRONG, WRONG, WRONG]);
    expect(answers[3].alert).toBe("Too many sign-in attempts. Try again in 1 minute.");
    // Refused before the password check: even the right password.
    expect((await postLogin(server, user.email, user.password)).alert).toBe("Too many sign-in attempts. Try again in 1 minute.");
  });
});

describe("sign-in limits behind a trusted proxy (TRUST_PROXY=1)", () => {
  let server: StartedServer;
  let user: Merchant;
  let secureUser: Merchant;
  beforeAll(async () => {
    server = await startServer({
      port: PORT + 1,
      env: { ...LIMITS, TRUST_PROXY: "1" },
      prepare: (env) => {
        user = seed(env, `login-proxied-${Date.now()}`);
        secureUser = seed(env, `login-secure-${Date.now()}`);
      },
    });
  });
  afterAll(() => server.stop());

  let n = 0;
  const via = (client = `198.51.100.${++n}`) => ({ "x-forwarded-for": `6.6.6.${n}, ${client}` });

  it("the client is the address the proxy appended; what the client wrote before it is ignored", async () => {
    const client = "192.0.2.10";
    for (let i = 0; i < 4; i++) expect((await postLogin(server, unknownEmail(), "wrong", via(client))).alert).toBe(WRONG);
    expect((await postLogin(server, unknownEmail(), "wrong", via(client))).alert).toBe("Too many sign-in attempts. Try again in 1 minute.");
    // Another client behind the same proxy is not affected.
    expect((await postLogin(server, unknownEmail(), "wrong", via())).alert).toBe(WRONG);
  });

  it("locks an email after 3 failures for 15 minutes, even for the right password; an unknown email the same way", async () => {
    for (const email of [user.email, unknownEmail()]) {
      expect((await postLogin(server, email, "wrong", via())).alert).toBe(WRONG);
      expect((await postLogin(server, email, "wrong", via())).alert).toBe(WRONG);
      expect((await postLogin(server, email, "wrong", via())).alert).toBe("Too many sign-in attempts. Try again in 15 minutes.");
      const right = await postLogin(server, email, email === user.email ? user.password : "wrong", via());
      expect(right.alert).toMatch(/^Too many sign-in attempts\. Try again in 1[45] minutes\.$/);
      expect(right.cookies.some((c) => c.startsWith("cp_session="))).toBe(false);
    }
  });

  it("takes the scheme from the proxy: a sign-in over https gets Secure cookies", async () => {
    const answer = await postLogin(server, secureUser.email, secureUser.password, { ...via(), "x-forwarded-proto": "https" });
    expect(answer.status).toBe(303);
    for (const name of ["cp_session", "cp_csrf", "cp_mode"]) expect(answer.cookies.find((c) => c.startsWith(`${name}=`))).toMatch(/; Secure/i);
  });
});
