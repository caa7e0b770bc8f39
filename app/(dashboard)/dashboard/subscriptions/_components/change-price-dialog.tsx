"use client";

import { useState } from "react";
import { AmountRows } from "@/components/payments/amount-rows";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { errorMessage, type ApiClientError } from "@/lib/client/api";
import { useUpdateSubscription } from "@/lib/client/resources/billing-actions";
import { priceProduct, pricesResource } from "@/lib/client/resources/prices";
import { useSubscriptionChangePreview } from "@/lib/client/resources/subscriptions";
import { useResourceList } from "@/lib/client/use-resource";
import { formatMoney } from "@/lib/format";
import type { Subscription, SubscriptionItem, SubscriptionPreview } from "@/lib/schemas/subscription";

/**
 * Swaps an item's price, showing the proration before the merchant confirms: the unused time of
 * the current price credited, the remaining time of the new one charged (docs/billing.md), billed
 * now (always_invoice). The server prices the preview at billing time (the test clock in test
 * mode), and the change is billed as of that same moment (proration_date), so the merchant is
 * charged exactly what the dialog showed.
 */
export function ChangePriceDialog({
  subscription,
  item,
  open,
  onOpenChange,
}: {
  subscription: Subscription;
  item: SubscriptionItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [priceId, setPriceId] = useState("");
  const prices = useResourceList(pricesResource, { type: "recurring", active: true, limit: 100 }, { enabled: open });
  const interval = item.price.recurring;
  const options = (prices.data?.data ?? []).filter(
    (p) => p.price_id !== item.price.price_id && p.recurring?.interval === interval?.interval && p.recurring?.interval_count === interval?.interval_count,
  );
  const chosen = options.find((p) => p.price_id === priceId);
  const requested = chosen
    ? { items: [{ subscription_item_id: item.subscription_item_id, price: chosen.price_id }], proration_behavior: "always_invoice" as const }
    : null;
  const preview = useSubscriptionChangePreview(subscription.subscription_id, requested, open);
  const change = useUpdateSubscription(subscription.subscription_id, {
    successMessage: "Price changed",
    onSuccess: () => {
      onOpenChange(false);
      setPriceId("");
    },
  });
  const trialing = subscription.status === "trialing";
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !change.isPending && onOpenChange(o)}
      title="Change price"
      description={`From ${formatMoney(item.price.unit_amount)} × ${item.quantity}. The difference for the rest of this period is invoiced and charged now.`}
      dismissible={!change.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={change.isPending}>
            Cancel
          </Button>
          <Button
            onClick={() => preview.data && requested && change.mutate({ ...requested, proration_date: preview.data.preview_at })}
            disabled={!preview.data || preview.isFetching}
            loading={change.isPending}
          >
            Change price
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <div>
          <Label htmlFor="new-price">New price</Label>
          <Select
            id="new-price"
            value={priceId}
            onChange={(e) => setPriceId(e.target.value)}
            placeholder={prices.isLoading ? "Loading prices…" : options.length ? "Choose a price" : "No other price bills on this interval"}
            options={options.map((p) => ({ value: p.price_id, label: `${priceProduct(p)?.name ?? p.price_id} — ${formatMoney(p.unit_amount)}` }))}
          />
        </div>
        {chosen && <ProrationPreview preview={preview.data} error={preview.error} trialing={trialing} />}
      </div>
    </Dialog>
  );
}

function ProrationPreview({ preview, error, trialing }: { preview: SubscriptionPreview | undefined; error: ApiClientError | null; trialing: boolean }) {
  if (error)
    return (
      <p className="text-sm text-danger" role="alert">
        {errorMessage(error)}
      </p>
    );
  if (!preview)
    return (
      <p className="text-sm text-subtle" aria-busy="true">
        Working out the proration…
      </p>
    );
  const { proration } = preview;
  return (
    <div data-testid="proration-preview" className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200 ring-inset">
      {trialing ? (
        <p className="text-sm text-muted">The subscription is in its trial: nothing is prorated; the new price is billed when the trial ends.</p>
      ) : (
        <AmountRows
          rows={[
            ...proration.lines.map((l) => ({ label: l.description, amount: Math.abs(l.amount), negative: l.amount < 0 })),
            { label: "Credit from earlier changes", amount: proration.credit_applied, negative: true, hideZero: true },
            proration.total >= 0
              ? { label: "Charged now", amount: proration.amount_due, total: true, testId: "proration-net" }
              : { label: "Credited to the next invoices", amount: -proration.total, total: true, testId: "proration-net" },
          ]}
        />
      )}
    </div>
  );
}
