import "server-only";
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

/**
 * Scalar's browser bundle (the API reference viewer), read from node_modules at runtime so that a
 * production build serves it from our own origin. turbopackIgnore keeps the bundler from tracing it.
 */
const PACKAGE_DIR = path.join(/* turbopackIgnore: true */ process.cwd(), "node_modules", "@scalar", "api-reference");

export const SCALAR_BUNDLE_PATH = path.join(PACKAGE_DIR, "dist", "browser", "standalone.js");

let version: string | undefined;

/** The installed version: part of the bundle's URL, so that it can be cached for a year. */
export function scalarVersion(): string {
  version ??= (JSON.parse(readFileSync(path.join(PACKAGE_DIR, "package.json"), "utf8")) as { version: string }).version;
  return version;
}

export type Encoding = "br" | "gzip";

/** The encoding to answer with: brotli, else gzip, else none (identity). */
export function preferredEncoding(acceptEncoding: string | null): Encoding | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return null;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const compressed = new Map<Encoding, Promise<Uint8Array<ArrayBuffer>>>();

/**
 * The bundle compressed (3.5 MB: about 0.9 MB as brotli, 1 MB as gzip), done once per process off
 * the event loop and kept in memory.
 */
export function compressedScalarBundle(encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
  let result = compressed.get(encoding);
  if (!result) {
    result = readFile(SCALAR_BUNDLE_PATH)
      .then((raw) =>
        encoding === "br"
          ? brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
          : gzip(raw, { level: 9 }),
      )
      .then((buffer) => new Uint8Array(buffer));
    // A failure is not remembered: the next request tries again.
    result.catch(() => compressed.delete(encoding));
    compressed.set(encoding, result);
  }
  return result;
}
