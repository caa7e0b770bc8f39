import type { Metadata } from "@/lib/db/schema";

/**
 * Metadata updates merge like the provider's: a key set to null is removed, null for the whole
 * object clears it, other keys keep their value.
 */
export function mergeMetadata(current: Metadata, patch: Metadata | null): Metadata {
  if (patch === null) return {};
  const out: Metadata = { ...current };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null || v === "") delete out[k];
    else out[k] = v;
  }
  return out;
}
