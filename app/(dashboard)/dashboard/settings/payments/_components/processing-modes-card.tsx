import { CreditCard, FlaskConical } from "lucide-react";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import type { ProcessorSettings } from "@/lib/schemas/processor-settings";

/** What each mode charges with: the built-in test processor, or Stripe in live mode. */
export function ProcessingModesCard({ settings, mode }: { settings: ProcessorSettings; mode: "test" | "live" }) {
  const live = !settings.source
    ? "Not set up yet: live checkouts cannot be paid."
    : settings.key_mode === "test"
      ? "Connected to a Stripe test account (staging)."
      : "Connected to Stripe.";
  return (
    <Card>
      <CardHeader title="How payments are processed" description="Each mode has its own processor; the keys on this page are used in live mode only." />
      <CardContent className="grid gap-4 md:grid-cols-2">
        <ModeTile
          icon={<FlaskConical className="size-4" aria-hidden />}
          tone="orange"
          title="Test mode"
          current={mode === "test"}
          status="Always on: nothing to set up."
        >
          The built-in test processor. Shoppers pay with test card numbers such as 4242 4242 4242 4242; nothing is charged and no money moves.
        </ModeTile>
        <ModeTile
          icon={<CreditCard className="size-4" aria-hidden />}
          tone="emerald"
          title="Live mode"
          current={mode === "live"}
          status={live}
          statusTone={settings.source ? "ok" : "warn"}
        >
          Real cards, charged through Stripe. Shoppers type their card into Stripe&apos;s secure form on your hosted checkout, so card numbers never reach our
          servers, and the money settles to your Stripe account. Test card numbers never pay a live checkout.
        </ModeTile>
      </CardContent>
    </Card>
  );
}

function ModeTile({
  icon,
  tone,
  title,
  current,
  status,
  statusTone = "ok",
  children,
}: {
  icon: React.ReactNode;
  tone: "orange" | "emerald";
  title: string;
  current: boolean;
  status: string;
  statusTone?: "ok" | "warn";
  children: React.ReactNode;
}) {
  return (
    <section aria-label={title} className={cn("rounded-lg p-4 ring-1 ring-inset", current ? "bg-slate-50/80 ring-control" : "ring-slate-200")}>
      <div className="flex items-center gap-2">
        <span
          className={cn("flex size-7 items-center justify-center rounded-md", tone === "orange" ? "bg-orange-100 text-test" : "bg-emerald-100 text-success")}
        >
          {icon}
        </span>
        <h3 className="text-sm font-semibold text-fg">{title}</h3>
        {current && (
          <span className="ml-auto rounded-full bg-white px-2 py-0.5 text-[11px] font-medium text-muted ring-1 ring-slate-200 ring-inset">You are here</span>
        )}
      </div>
      <p className="mt-2.5 text-[13px] leading-relaxed text-muted">{children}</p>
      <p
        className={cn("mt-2.5 text-[13px] font-medium", statusTone === "warn" ? "text-warning" : "text-fg")}
        data-testid={`${title.toLowerCase().replace(" ", "-")}-status`}
      >
        {status}
      </p>
    </section>
  );
}
