// /healthz: liveness without touching the database (also the benchmark's framework ceiling).
export const dynamic = "force-dynamic";

export function GET() {
  return Response.json({ status: "ok" });
}
