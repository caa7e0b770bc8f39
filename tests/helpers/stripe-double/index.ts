import http from "node:http";
import type { AddressInfo } from "node:net";
import { authenticatePaymentIntent } from "./payment-intents";
import { settleRefund } from "./refunds";
import { handleRequest } from "./server";
import { authenticateSetupIntent } from "./setup-intents";
import { Store, type Ctx } from "./store";
import type { StripeDouble } from "./types";
import { deliverEvent, makeEvent } from "./webhooks";

export type * from "./types";
export { TEST_CARD_NAMES } from "./test-cards";

/**
 * A local, stateful double of Stripe's v1 API for the real `stripe` SDK:
 * `new Stripe(key, { ...double.sdkOptions, maxNetworkRetries: 0 })`.
 */
export async function startStripeDouble(options: { port?: number } = {}): Promise<StripeDouble> {
  const store = new Store();
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    handleRequest(store, timers, req, res).catch((error) => {
      console.error("stripe-double: request failed", error);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ error: { type: "api_error", message: "stripe-double crashed" } }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  const helperCtx = (livemode: boolean): Ctx => ({
    store,
    livemode,
    apiKey: "",
    requestId: "",
    apiVersion: "",
    now: Math.floor(Date.now() / 1000),
  });

  return {
    url: `http://127.0.0.1:${port}`,
    sdkOptions: { host: "127.0.0.1", port, protocol: "http" },
    state: store.state,
    failNext(match, failure, times = 1) {
      store.addFailure(match, failure, times);
    },
    authenticate(intentId, outcome = "succeed") {
      const pi = store.state.paymentIntents.get(intentId);
      if (pi) return authenticatePaymentIntent(helperCtx(pi.livemode), pi, outcome);
      const si = store.state.setupIntents.get(intentId);
      if (si) return authenticateSetupIntent(helperCtx(si.livemode), si, outcome);
      throw new Error(`stripe-double: no PaymentIntent or SetupIntent ${intentId}`);
    },
    settleRefund(refundId, outcome) {
      return settleRefund(store, refundId, outcome);
    },
    event(type, object, eventOptions) {
      return makeEvent(store, type, object, eventOptions);
    },
    sendEvent(toUrl, webhookSecret, type, object, sendOptions) {
      return deliverEvent(store, toUrl, webhookSecret, type, object, sendOptions);
    },
    revokeKey(apiKey) {
      store.revokedKeys.add(apiKey);
    },
    reset() {
      store.reset();
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
