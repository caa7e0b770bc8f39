// One autocannon run, with exact (float) latencies collected from the 'response' events:
// autocannon's own histogram has 1 ms resolution, too coarse for a 2 ms health check.
import autocannon from "autocannon";

export function runLoad({ url, connections, duration, requests, headers, timeout = 10 }) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const statuses = {};
    const started = performance.now();
    const instance = autocannon({ url, connections, duration, requests, headers, timeout, pipelining: 1 }, (error, result) => {
      if (error) return reject(error);
      const seconds = (performance.now() - started) / 1000;
      latencies.sort((a, b) => a - b);
      const ok = statuses["2xx"] ?? 0;
      resolve({
        requests: latencies.length,
        ok,
        seconds,
        rps: ok / seconds,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        mean: latencies.reduce((s, x) => s + x, 0) / Math.max(1, latencies.length),
        statuses,
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
        statusCodeStats: result.statusCodeStats,
        latencies,
      });
    });
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      const k = `${Math.floor(statusCode / 100)}xx`;
      statuses[k] = (statuses[k] ?? 0) + 1;
    });
  });
}

export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}
