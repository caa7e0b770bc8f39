import { CopyButton } from "@/components/copy-button";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import type { ProcessorSettings } from "@/lib/schemas/processor-settings";

/** The endpoint to add in Stripe's Dashboard (one URL per merchant) and the events it must send. */
export function WebhookEndpointCard({ settings }: { settings: ProcessorSettings }) {
  const { webhook_url: url, webhook_events: events } = settings;
  return (
    <Card>
      <CardHeader
        className="flex-wrap"
        title="Webhook endpoint in Stripe"
        description="Stripe tells us about refunds, disputes and payments settled outside your checkout through this endpoint."
        actions={
          settings.webhook_secret_set ? (
            <Badge tone="green" dot>
              Signing secret saved
            </Badge>
          ) : (
            <Badge tone="amber" dot>
              No signing secret yet
            </Badge>
          )
        }
      />
      <CardContent className="grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-5">
          <ol className="list-decimal space-y-1.5 pl-5 text-[13px] leading-relaxed text-muted marker:text-subtle">
            <li>In Stripe&apos;s Dashboard, open Developers → Webhooks and add an endpoint.</li>
            <li>Paste the endpoint URL below and select the events listed here.</li>
            <li>Copy the endpoint&apos;s signing secret (whsec_…) into &ldquo;Webhook signing secret&rdquo; above, then save.</li>
          </ol>
          <div>
            <p id="webhook-url-label" className="mb-1.5 text-[13px] font-medium text-fg-secondary">
              Endpoint URL
            </p>
            <span className="flex items-center justify-between gap-2 rounded-md bg-slate-50 px-2.5 py-1.5 ring-1 ring-slate-200 ring-inset">
              <code className="truncate font-mono text-[13px] text-fg" data-testid="stripe-webhook-url">
                {url}
              </code>
              <CopyButton value={url} label="Copy endpoint URL" />
            </span>
          </div>
        </div>
        <div>
          <div className="mb-1.5 flex items-center justify-between gap-2">
            <p id="webhook-events-label" className="text-[13px] font-medium text-fg-secondary">
              Events to send ({events.length})
            </p>
            <CopyButton value={events.join("\n")} label="Copy event names" showText />
          </div>
          <ul
            aria-labelledby="webhook-events-label"
            className="divide-y divide-slate-100 rounded-md ring-1 ring-slate-200 ring-inset"
            data-testid="stripe-webhook-events"
          >
            {events.map((event) => (
              <li key={event} className="px-2.5 py-1.5 font-mono text-[12.5px] break-all text-fg">
                {event}
              </li>
            ))}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
