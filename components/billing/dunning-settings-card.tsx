"use client";

import { useState, useTransition } from "react";
import { toast } from "sonner";
import { updateBillingSettingsAction } from "@/lib/server/dashboard/billing-settings-actions";

const OPTIONS = [
  { value: "unpaid", label: "Mark the subscription unpaid", hint: "It stays; new invoices are created but not charged until the open one is paid." },
  { value: "canceled", label: "Cancel the subscription", hint: "It ends; its open invoices become uncollectible." },
] as const;

/** "After the last retry": the account's dunning setting (retries run on days 1, 3 and 5). */
export function DunningSettingsCard({ initial }: { initial: "unpaid" | "canceled" }) {
  const [value, setValue] = useState<string>(initial);
  const [pending, start] = useTransition();
  return (
    <section aria-labelledby="dunning-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="dunning-heading" className="text-sm font-semibold text-fg">
        When a renewal cannot be charged
      </h2>
      <p className="mt-1 text-[13px] text-subtle">
        The charge is retried 1, 3 and 5 days after it first fails (the subscription is past due meanwhile). After the last retry:
      </p>
      <div role="radiogroup" aria-label="After the last retry" className="mt-3 space-y-2">
        {OPTIONS.map((o) => (
          <label
            key={o.value}
            className="flex cursor-pointer items-start gap-2.5 rounded-lg border border-slate-200 p-3 has-[:checked]:border-accent has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name="dunning_final_status"
              value={o.value}
              checked={value === o.value}
              disabled={pending}
              onChange={() => {
                const previous = value;
                setValue(o.value);
                start(async () => {
                  const result = await updateBillingSettingsAction({ dunning_final_status: o.value });
                  if (result.ok) toast.success("Billing setting saved");
                  else {
                    setValue(previous);
                    toast.error(result.error);
                  }
                });
              }}
              className="mt-0.5"
            />
            <span>
              <span className="block text-[13px] font-medium text-fg">{o.label}</span>
              <span className="block text-xs text-subtle">{o.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </section>
  );
}
