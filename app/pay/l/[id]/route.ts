// GET /pay/l/{id}: a shopper opens a payment link; a fresh checkout session, then its hosted page.
import { publicBaseUrl } from "@/lib/server/config";
import { startPaymentLinkForShopper } from "@/lib/server/shopper/start-payment-link";

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const target = (await startPaymentLinkForShopper(id, request)) ?? `${publicBaseUrl(request)}/pay/link-inactive`;
  return new Response(null, { status: 303, headers: { Location: target, "Cache-Control": "no-store" } });
}
