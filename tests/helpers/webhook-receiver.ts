import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

export type Delivery = {
  path: string;
  headers: Record<string, string>;
  body: string;
  json: { event_id: string; event_type: string; event_dt: number; test_mode: boolean; created_at: string; object: Record<string, Record<string, unknown>> };
  status: number;
};

/**
 * A real HTTP receiver on loopback. `answer(delivery, n)` picks the status for the n-th request
 * (1-based) of each event id; 200 by default.
 */
export async function startReceiver(answer: (d: Omit<Delivery, "status">, nthForEvent: number) => number = () => 200, delayMs = 0) {
  const deliveries: Delivery[] = [];
  const perEvent = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
      const json = JSON.parse(body);
      const n = (perEvent.get(json.event_id) ?? 0) + 1;
      perEvent.set(json.event_id, n);
      const d = { path: req.url ?? "", headers, body, json };
      const status = answer(d, n);
      deliveries.push({ ...d, status });
      setTimeout(() => {
        res.writeHead(status, { "Content-Type": "text/plain" });
        res.end(status === 200 ? "ok" : `failing on purpose (${status})`);
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (path = "/hook") => `http://127.0.0.1:${port}${path}`,
    deliveries,
    /** Deliveries answered 200, one per event id (the first). */
    received: () => [...new Map(deliveries.filter((d) => d.status === 200).map((d) => [d.json.event_id, d])).values()],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Verifies a delivery with the standardwebhooks library itself, under webhook-* and under svix-* headers. */
export function verifyDelivery(d: Pick<Delivery, "headers" | "body">, secret: string) {
  const wh = new Webhook(secret);
  const standard = wh.verify(d.body, {
    "webhook-id": d.headers["webhook-id"],
    "webhook-timestamp": d.headers["webhook-timestamp"],
    "webhook-signature": d.headers["webhook-signature"],
  });
  const svix = wh.verify(d.body, {
    "webhook-id": d.headers["svix-id"],
    "webhook-timestamp": d.headers["svix-timestamp"],
    "webhook-signature": d.headers["svix-signature"],
  });
  return { standard, svix };
}

/** Polls until `check` holds (or fails after `timeoutMs` with the last value in the message). */
export async function waitFor<T>(read: () => T | Promise<T>, check: (v: T) => boolean, timeoutMs = 20_000, what = "condition"): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (check(v)) return v;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}; last value: ${JSON.stringify(v)?.slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
