import type { z } from "zod";

export type RawSearchParams = Record<string, string | string[] | undefined>;

/**
 * Reads a page's searchParams with a zod object schema (derive it from the API's list query
 * schema with .pick). Each key is checked on its own so one bad value in a hand-edited URL
 * drops that filter instead of breaking the page.
 */
export function parseSearchParams<S extends z.ZodObject>(schema: S, raw: RawSearchParams): Partial<z.output<S>> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const value = raw[key];
    const first = Array.isArray(value) ? value[0] : value;
    if (first === undefined || first === "") continue;
    const parsed = (field as z.ZodType).safeParse(first);
    if (parsed.success && parsed.data !== undefined) out[key] = parsed.data;
  }
  // Both cursors at once is an API error; keep the forward one.
  if ("starting_after" in out && "ending_before" in out) delete out.ending_before;
  return out as Partial<z.output<S>>;
}
