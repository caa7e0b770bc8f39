// Crash safety (issue 12): concurrent checkout create, pay, capture and refund requests, each with
// its Idempotency-Key, against a server that is killed with SIGKILL at random points and
// restarted on the same database. Every request is retried with its key until it is answered
// (as a client would); afterwards each is replayed once more. Every answered request must replay
// its first answer byte for byte, nothing may have happened twice, the money invariants must hold
// and no job may be stuck. Its own server and database (PGlite folder reopened, or PostgreSQL).
import { afterEach, describe, expect, it } from "vitest";
import type { components } from "@/clients/typescript/src/schema";
import { mulberry32 } from "@/lib/prng";
import { isolatedDatabaseEnv, seed, startServer, type Merchant, type StartedServer } from "../helpers/start-server";
import type { ApiMethod, ApiPath, ApiRequestBody, ApiSuccessBody } from "./api-types";

type CheckoutSession = components["schemas"]["CheckoutSession"];

const PORT = Number(process.env.API_TEST_PORT || 3250) + 10;
const FLOWS = 24;
const CONCURRENCY = 6;
const KILLS = 3;
const SERVER_ENV = { RATE_LIMIT_PER_SECOND: "0", JOBS_POLL_MS: "100", JOBS_VISIBILITY_TIMEOUT_MS: "2000", REFUND_SETTLE_DELAY_MS: "200", LOG_REQUESTS: "0" };

type Sent = { method: string; path: string; key: string; body: unknown };
type Answer = { status: number; text: string };

const running: StartedServer[] = [];
afterEach(async () => {
  for (const s of running.splice(0)) await s.stop();
});

/** The server of the moment: the killer swaps it; requests always go to the current one. */
class Chaos {
  server!: StartedServer;
  restarts = 0;
  networkErrors = 0;
  fiveHundreds: string[] = [];
  /** Every request sent with its first 2xx answer: what a replay must return. */
  answered: { sent: Sent; answer: Answer }[] = [];
  constructor(readonly key: string) {}

  /** Sends until an answer that is not a network error or a 409 in-use arrives (a client's retry loop). */
  async send<M extends ApiMethod, P extends ApiPath<M>>(method: M, path: P, key: string, body: ApiRequestBody<M, P>): Promise<ApiSuccessBody<M, P>> {
    for (let attempt = 0; attempt < 600; attempt++) {
      let res: Response;
      try {
        res = await fetch(this.server.baseUrl + path, {
          method,
          headers: { Authorization: `Bearer ${this.key}`, "Content-Type": "application/json", "Idempotency-Key": key },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(15_000),
        });
      } catch {
        this.networkErrors++;
        await sleep(100);
        continue;
      }
      const text = await res.text();
      if (res.status >= 500) this.fiveHundreds.push(`${method} ${path}: ${res.status} ${text}`);
      if (res.status === 409 || res.status >= 500) {
        await sleep(100);
        continue;
      }
      expect(res.status, `${method} ${path}: ${text}`).toBe(200);
      this.answered.push({ sent: { method, path, key, body }, answer: { status: res.status, text } });
      return JSON.parse(text);
    }
    throw new Error(`${method} ${path} was never answered`);
  }

  /** A read, retried across a restart like any client would. */
  async get<P extends ApiPath<"GET">>(path: P): Promise<ApiSuccessBody<"GET", P>> {
    for (let attempt = 0; attempt < 600; attempt++) {
      try {
        const res = await fetch(this.server.baseUrl + path, { headers: { Authorization: `Bearer ${this.key}` }, signal: AbortSignal.timeout(15_000) });
        const text = await res.text();
        expect(res.status, `GET ${path}: ${text}`).toBe(200);
        return JSON.parse(text);
      } catch (error) {
        if ((error as Error).name === "AssertionError") throw error;
        this.networkErrors++;
        await sleep(100);
      }
    }
    throw new Error(`GET ${path} was never answered`);
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One shopper's order, every step with its own key: create, pay, capture (manual), two refunds. */
async function flow(chaos: Chaos, i: number, prices: { eligible: string; other: string }) {
  const tag = `flow-${i}`;
  const manual = i % 2 === 0;
  const { checkout_session: session } = await chaos.send("POST", "/v1/checkout/sessions", `${tag}-create`, {
    checkout_session: {
      line_items: [
        { price: prices.eligible, quantity: 2 },
        { price: prices.other, quantity: 1 },
      ],
      capture_method: manual ? "manual" : "automatic",
      client_reference_id: tag,
      success_url: "https://shop.example/thanks",
    },
  });
  const id = session.checkout_session_id;
  await chaos.send("POST", `/v1/test_helpers/checkout/sessions/${id}/pay`, `${tag}-pay`, {
    payment: { payment_method: "pm_card_visa", hsa_fsa_payment_method: "pm_card_hsa_fsa" },
  });
  if (manual) await chaos.send("POST", `/v1/checkout/sessions/${id}/capture`, `${tag}-capture`, { capture: {} });
  const intents = (await chaos.get(`/v1/payment_intents?checkout_session=${id}`)).payment_intents;
  const eligible = intents.find((p) => p.cart === "eligible")!;
  await chaos.send("POST", "/v1/refunds", `${tag}-refund-1`, { refund: { payment_intent_id: eligible.payment_intent_id, amount: 100 + i } });
  await chaos.send("POST", "/v1/refunds", `${tag}-refund-2`, { refund: { payment_intent_id: eligible.payment_intent_id, amount: 50 } });
  await chaos.send("POST", `/v1/checkout/sessions/${id}/refund`, `${tag}-session-refund`, { checkout_session: { amount: 25 } });
  return { id, manual, eligible: eligible.payment_intent_id as string };
}

describe("crash safety with idempotent replays", () => {
  it(`${KILLS} SIGKILLs during concurrent create, pay, capture and refund: every answer replays, nothing twice, invariants hold`, async () => {
    let merchant!: Merchant;
    const env = { ...SERVER_ENV, ...isolatedDatabaseEnv("crash_replay") };
    const chaos = new Chaos("");
    chaos.server = await startServer({ port: PORT, env, prepare: (e) => (merchant = seed(e, "crash-replay")) });
    running.push(chaos.server);
    Object.assign(chaos, { key: merchant.test_secret_key });

    // The catalogue first, with keys like everything else.
    const price = async (name: string, eligibility: components["schemas"]["Product"]["hsa_fsa_eligibility"], amount: number) => {
      const { product } = await chaos.send("POST", "/v1/products", `product-${name}`, { product: { name, hsa_fsa_eligibility: eligibility } });
      return (await chaos.send("POST", "/v1/prices", `price-${name}`, { price: { product: product.product_id, unit_amount: amount } })).price.price_id;
    };
    const prices = { eligible: await price("Thermometer", "auto_substantiation", 2499), other: await price("Tote bag", "not_eligible", 1250) };

    // The shoppers, CONCURRENCY at a time, while the killer strikes KILLS times at random moments.
    const random = mulberry32(20261125);
    let next = 0;
    const results: Awaited<ReturnType<typeof flow>>[] = [];
    const workers = Array.from({ length: CONCURRENCY }, async () => {
      while (next < FLOWS) results.push(await flow(chaos, next++, prices));
    });
    const killer = (async () => {
      for (let k = 0; k < KILLS; k++) {
        await sleep(400 + random() * 1200);
        await chaos.server.kill();
        chaos.restarts++;
        // The same database, a new process (its job runner takes over what the dead one held).
        chaos.server = await startServer({ port: PORT, env: chaos.server.env as Record<string, string> });
        running.push(chaos.server);
      }
    })();
    await Promise.all([...workers, killer]);
    expect(chaos.restarts).toBe(KILLS);
    expect(results).toHaveLength(FLOWS);

    // Every answered request, replayed with its key: the first answer, byte for byte, and nothing runs again.
    for (const { sent, answer } of chaos.answered) {
      const res = await fetch(chaos.server.baseUrl + sent.path, {
        method: sent.method,
        headers: { Authorization: `Bearer ${chaos.key}`, "Content-Type": "application/json", "Idempotency-Key": sent.key },
        body: JSON.stringify(sent.body),
      });
      expect(res.status, `${sent.method} ${sent.path}`).toBe(answer.status);
      expect(await res.text(), `${sent.method} ${sent.path} (${sent.key})`).toBe(answer.text);
      expect(res.headers.get("idempotent-replayed")).toBe("true");
    }

    // Nothing happened twice: one session per flow; per eligible intent exactly its refunds.
    const sessions: CheckoutSession[] = [];
    for (let cursor = ""; ;) {
      const page = (await chaos.get(`/v1/checkout/sessions?limit=100${cursor}`)).checkout_sessions;
      sessions.push(...page);
      if (page.length < 100) break;
      cursor = `&starting_after=${page[page.length - 1].checkout_session_id}`;
    }
    expect(sessions).toHaveLength(FLOWS);
    expect(new Set(sessions.map((s) => s.client_reference_id)).size).toBe(FLOWS);
    for (const [i, r] of results.entries()) {
      const session = sessions.find((s) => s.checkout_session_id === r.id)!;
      expect(session.status).toBe("complete");
      expect(session.amount_received).toBe(2 * 2499 + 1250);
      const refunds = (await chaos.get(`/v1/refunds?payment_intent=${r.eligible}&limit=100`)).refunds;
      const flowIndex = Number(session.client_reference_id!.slice(5));
      // Two refunds by intent, and the session refund's $0.25 taken from the HSA/FSA intent first.
      expect(
        refunds.map((x) => x.amount).sort((a, b) => a - b),
        `flow ${i}`,
      ).toEqual([25, 50, 100 + flowIndex].sort((a, b) => a - b));
      expect(session.amount_refunded).toBe(175 + flowIndex);
    }

    // No job stuck: every refund settles (their jobs survive the kills), then the books balance.
    const deadline = Date.now() + 60_000;
    for (;;) {
      const pending = (await chaos.get("/v1/refunds?status=pending&limit=100")).refunds;
      if (!pending.length) break;
      if (Date.now() > deadline) throw new Error(`${pending.length} refunds never settled: a job is stuck`);
      await sleep(250);
    }
    expect((await chaos.get("/v1/test_helpers/invariants")).invariants.violations).toEqual([]);
    expect(chaos.fiveHundreds).toEqual([]);
    console.log(`crash-replay: ${chaos.restarts} kills, ${chaos.networkErrors} network errors retried, ${chaos.answered.length} answers replayed`);
  }, 240_000);
});
