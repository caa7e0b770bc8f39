/**
 * What a restricted key needs (the calls the Stripe adapter makes): writes to take, capture,
 * cancel and refund payments and to save cards for subscriptions; reads for the key check,
 * reconciliation and disputes. docs/processors.md lists the same.
 */
export const RESTRICTED_KEY_PERMISSIONS: { access: "Write" | "Read"; resources: string[] }[] = [
  { access: "Write", resources: ["PaymentIntents", "SetupIntents", "Customers", "Refunds"] },
  { access: "Read", resources: ["PaymentMethods", "Balance", "Charges", "Disputes"] },
];

export function RestrictedKeyPermissions() {
  return (
    <div className="self-start rounded-md bg-slate-50 px-3 py-2.5 ring-1 ring-slate-200 ring-inset" data-testid="restricted-key-permissions">
      <p className="text-[13px] font-medium text-fg">Permissions of a restricted key</p>
      <p className="mt-0.5 text-xs text-subtle">In Stripe&apos;s Dashboard: Developers → API keys → Create restricted key. Leave everything else at None.</p>
      <dl className="mt-2 space-y-1.5 text-[13px]">
        {RESTRICTED_KEY_PERMISSIONS.map(({ access, resources }) => (
          <div key={access} className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
            <dt className="w-12 shrink-0 font-medium text-muted">{access}</dt>
            <dd className="flex flex-wrap gap-1.5">
              {resources.map((r) => (
                <span key={r} className="rounded bg-white px-1.5 py-0.5 font-mono text-xs text-fg ring-1 ring-slate-200 ring-inset">
                  {r}
                </span>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
