// POST /pay/l/{id}/start: the shopper pressed "Continue to payment" on a payment link's page.
import { startPaymentLinkCheckout } from "@/lib/server/shopper/start-payment-link";

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return startPaymentLinkCheckout((await params).id, request);
}
