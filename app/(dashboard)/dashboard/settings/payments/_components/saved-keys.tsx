import { DateTime } from "@/components/date-time";
import { Badge } from "@/components/ui/badge";
import { DescriptionItem, DescriptionList } from "@/components/ui/description-list";
import type { ProcessorSettings } from "@/lib/schemas/processor-settings";

/** The keys in use, as far as they may be shown: the secret key masked, never a secret. */
export function SavedKeys({ settings }: { settings: ProcessorSettings }) {
  const restricted = settings.secret_key_masked?.startsWith("rk_");
  return (
    <DescriptionList data-testid="saved-stripe-keys">
      <DescriptionItem label="Secret key">
        <span className="flex flex-wrap items-center gap-2">
          <code className="font-mono text-[13px]" data-testid="secret-key-masked">
            {settings.secret_key_masked}
          </code>
          {restricted ? (
            <Badge tone="neutral">Restricted key</Badge>
          ) : (
            <>
              <Badge tone="amber">Unrestricted key</Badge>
              <span className="text-[13px] text-subtle">A restricted key with only the permissions listed under Replace keys is safer.</span>
            </>
          )}
        </span>
      </DescriptionItem>
      <DescriptionItem label="Publishable key">
        <code className="font-mono text-[13px] break-all" data-testid="publishable-key">
          {settings.publishable_key}
        </code>
      </DescriptionItem>
      <DescriptionItem label="Webhook signing secret">
        <span data-testid="webhook-secret-status">
          {settings.webhook_secret_set ? (
            <Badge tone="green" dot>
              Saved
            </Badge>
          ) : (
            <span className="flex flex-wrap items-center gap-2">
              <Badge tone="amber" dot>
                Not set
              </Badge>
              <span className="text-[13px] text-subtle">Stripe&apos;s events (refunds, disputes) cannot be received until you add it.</span>
            </span>
          )}
        </span>
      </DescriptionItem>
      <DescriptionItem label="Stripe account">
        {settings.key_mode === "test" ? <Badge tone="blue">Test account (staging)</Badge> : <Badge tone="green">Live</Badge>}
      </DescriptionItem>
      <DescriptionItem label="Verified">
        <span data-testid="verified-at">
          {settings.verified_at ? (
            <>
              <DateTime value={settings.verified_at} format="datetime" /> <span className="text-subtle">· Stripe accepted the secret key</span>
            </>
          ) : (
            <span className="text-subtle">Not checked from the dashboard (installation settings)</span>
          )}
        </span>
      </DescriptionItem>
    </DescriptionList>
  );
}
