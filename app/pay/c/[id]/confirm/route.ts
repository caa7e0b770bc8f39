// POST {redirect_url}/confirm: a live hosted page pays with the cards Stripe.js made.
import { confirmHostedCheckout } from "@/lib/server/shopper/confirm-route";

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return confirmHostedCheckout(request, (await params).id);
}
