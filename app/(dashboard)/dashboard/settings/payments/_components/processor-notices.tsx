import { FlaskConical, Server } from "lucide-react";

/** Live mode backed by a Stripe test-mode key: fine for staging, never real money. */
export function StripeTestAccountNotice() {
  return (
    <div
      role="note"
      data-testid="stripe-test-account"
      className="flex items-start gap-3 rounded-md bg-sky-50 px-3.5 py-3 text-[13px] text-info ring-1 ring-info/20 ring-inset"
    >
      <FlaskConical className="mt-0.5 size-4 shrink-0 text-info" aria-hidden />
      <div>
        <p className="font-semibold">Live mode is connected to a Stripe test account</p>
        <p className="mt-0.5 leading-relaxed">
          These are Stripe test-mode keys, for a staging deployment: live checkouts go to Stripe, where only Stripe&apos;s own test cards succeed, and no real
          money moves. To take real payments, replace them with live keys (rk_live_… and pk_live_…).
        </p>
      </div>
    </div>
  );
}

/** Keys from the installation (STRIPE_* settings), not the merchant's own. */
export function DeploymentKeysNotice() {
  return (
    <div
      role="note"
      data-testid="deployment-keys"
      className="flex items-start gap-3 rounded-md bg-slate-50 px-3.5 py-3 text-[13px] text-fg-secondary ring-1 ring-slate-200 ring-inset"
    >
      <Server className="mt-0.5 size-4 shrink-0 text-subtle" aria-hidden />
      <div>
        <p className="font-semibold text-fg">These keys come from this installation&apos;s settings</p>
        <p className="mt-0.5 leading-relaxed">
          STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET apply to every merchant without keys of their own. You may save your own Stripe
          keys instead; they take over at once.
        </p>
      </div>
    </div>
  );
}
