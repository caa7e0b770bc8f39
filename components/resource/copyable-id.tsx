import { CopyButton } from "@/components/copy-button";

/** An object's ID in monospace with a copy button, as detail headers and ID rows show it. */
export function CopyableId({ id, label }: { id: string; label: string }) {
  return (
    <span className="inline-flex items-center gap-1">
      <code className="font-mono text-[13px]">{id}</code>
      <CopyButton value={id} label={label} />
    </span>
  );
}
