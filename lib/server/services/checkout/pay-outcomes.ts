import type { CheckoutSession } from "@/lib/schemas/checkout-session";
import type { PaymentIntent } from "@/lib/schemas/payment-intent";
import type { ApiError } from "../../errors";

/** What paying a session can end in: a decline (recorded, then answered), paid, or 3-D Secure first. */
export type Declined = { declined: ApiError };
export type Paid = { session: CheckoutSession };
/** A card needs 3-D Secure: the hosted page authenticates it (Stripe.js), then confirms again. */
export type RequiresAction = { requiresAction: { paymentIntent: PaymentIntent; clientSecret: string } };
