// /metrics: Prometheus metrics of this instance (lib/server/metrics.ts), for loopback callers or
// with METRICS_TOKEN as a bearer token. Not rate-limited and not in the request log, like /readyz.
import { metricsRefusal } from "@/lib/server/http/metrics-access";
import { metrics, refreshQueueMetrics } from "@/lib/server/metrics";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  const refusal = metricsRefusal(request.headers);
  if (refusal) return refusal;
  const { registry } = metrics();
  await refreshQueueMetrics();
  return new Response(await registry.metrics(), { headers: { "Content-Type": registry.contentType, "Cache-Control": "no-store" } });
}
