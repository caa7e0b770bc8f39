import { z } from "zod";

/** Stripe keys a merchant saves for live mode (Settings → Payments processor). */
export const processorSettingsInputSchema = z.strictObject({
  // Blank on an update keeps the saved secret (it is never shown again, only its last four).
  secret_key: z
    .string()
    .trim()
    .regex(
      /^(sk|rk)_(live|test)_[A-Za-z0-9]{8,250}$/,
      "A Stripe secret key starts with rk_live_ (restricted, recommended), sk_live_, or for a staging account rk_test_ / sk_test_.",
    )
    .or(z.literal("")),
  publishable_key: z
    .string()
    .trim()
    .regex(/^pk_(live|test)_[A-Za-z0-9]{8,250}$/, "A Stripe publishable key starts with pk_live_ (or pk_test_ on a staging account)."),
  webhook_secret: z
    .string()
    .trim()
    .regex(/^whsec_[A-Za-z0-9+/=_-]{8,250}$/, "A Stripe webhook signing secret starts with whsec_.")
    .or(z.literal("")),
});
export type ProcessorSettingsInput = z.infer<typeof processorSettingsInputSchema>;

/** What the settings page shows: never a secret, only its last four. */
export type ProcessorSettings = {
  /** merchant: its own keys; deployment: the STRIPE_* defaults of this installation; null: none. */
  source: "merchant" | "deployment" | null;
  provider: "stripe" | null;
  key_mode: "live" | "test" | null;
  secret_key_masked: string | null;
  publishable_key: string | null;
  webhook_secret_set: boolean;
  webhook_url: string;
  webhook_events: string[];
  verified_at: string | null;
};
