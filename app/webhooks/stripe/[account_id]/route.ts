// POST /webhooks/stripe/{account_id}: Stripe's events for one merchant's live payments.
import { receiveStripeWebhook } from "@/lib/server/processor/receive-stripe-webhook";

export async function POST(request: Request, { params }: { params: Promise<{ account_id: string }> }) {
  return receiveStripeWebhook(request, (await params).account_id);
}
