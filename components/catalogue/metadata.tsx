import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { DescriptionItem, DescriptionList } from "@/components/ui/description-list";
import { metadataText } from "@/components/forms/form-schema";

/** Read-only metadata for detail pages. */
export function MetadataCard({ metadata }: { metadata: Record<string, unknown> }) {
  const entries = Object.entries(metadata);
  return (
    <Card>
      <CardHeader title="Metadata" />
      <CardContent className={entries.length ? "py-1" : undefined}>
        {entries.length === 0 ? (
          <p className="text-sm text-subtle">No metadata.</p>
        ) : (
          <DescriptionList>
            {entries.map(([key, value]) => (
              <DescriptionItem key={key} label={<code className="font-mono text-[13px] text-muted">{key}</code>}>
                <span className="font-mono text-[13px]">{metadataText(value)}</span>
              </DescriptionItem>
            ))}
          </DescriptionList>
        )}
      </CardContent>
    </Card>
  );
}
