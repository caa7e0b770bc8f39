// /readyz: readiness for load balancers and orchestrators. One database round trip through the
// API's own pool: 200 when it answers, 503 with a reason when not. No authentication, rate limit
// or request log line (probes come every few seconds). /healthz stays process liveness.
import { checkReadiness } from "@/lib/server/readiness";

export const dynamic = "force-dynamic";

export async function GET() {
  const result = await checkReadiness();
  return Response.json(result.ok ? { status: "ok" } : { status: "unavailable", reason: result.reason }, {
    status: result.ok ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
