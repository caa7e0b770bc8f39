import "server-only";
import { getHeapStatistics, setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

let gc: (() => void) | undefined | null = null;
let heapAfterLast = 0;
/** How far the heap may grow past what the last collection left before batch work collects again. */
const GROWTH_BYTES = 32 * 1024 * 1024;

/**
 * For batch work (export slices, billing rounds), between units of work: a full garbage
 * collection once the heap has grown 32 MiB past what the last one left. V8 sizes its old
 * generation by the live heap, and a Next.js server's is large, so the garbage a long batch
 * promotes would otherwise pile up to 80–160 MiB before V8 collected it (docs/benchmarks.md).
 * `--expose-gc` is switched on at run time rather than on every deployment's command line;
 * where that is refused, this does nothing.
 */
export function collectGarbage(): void {
  if (getHeapStatistics().used_heap_size - heapAfterLast < GROWTH_BYTES) return;
  if (gc === null) {
    try {
      setFlagsFromString("--expose-gc");
      gc = runInNewContext("gc") as () => void;
    } catch {
      gc = undefined;
    }
  }
  if (!gc) return;
  gc();
  heapAfterLast = getHeapStatistics().used_heap_size;
}
