import "server-only";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

let gc: (() => void) | undefined | null = null;

/**
 * A full garbage collection, for a batch job at the end of a slice (exports). V8 sizes the old
 * generation by the live heap, and a Next.js server's live heap is large, so the garbage that a
 * long export promotes is left to pile up to ~150 MiB before V8 collects it; collecting once a
 * slice (about a second of work, ~20 ms with this heap) keeps the server within a slice's
 * working set. `--expose-gc` is switched on at run time rather than on every deployment's
 * command line; where that is refused, this does nothing.
 */
export function collectGarbage(): void {
  if (gc === null) {
    try {
      setFlagsFromString("--expose-gc");
      gc = runInNewContext("gc") as () => void;
    } catch {
      gc = undefined;
    }
  }
  gc?.();
}
