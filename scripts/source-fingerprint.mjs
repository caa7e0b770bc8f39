// What a build is made of, hashed: a build folder whose marker holds this fingerprint is a build
// of exactly these sources. Shared by scripts/build-if-needed.mjs (.next) and bench/lib/build.mjs
// (.next-bench), so both rebuild on the same changes.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

const SOURCES = [
  "app",
  "lib",
  "components",
  "public",
  "drizzle",
  "instrumentation.ts",
  "instrumentation-client.ts",
  "proxy.ts",
  "next.config.mjs",
  "package-lock.json",
  "postcss.config.mjs",
  "tsconfig.json",
];

function walk(p, out) {
  if (!existsSync(p)) return;
  const st = statSync(p);
  if (st.isDirectory()) for (const f of readdirSync(p).sort()) walk(path.join(p, f), out);
  else out.push(`${path.relative(ROOT, p)}:${st.size}:${createHash("sha1").update(readFileSync(p)).digest("hex")}`);
}

export function sourceFingerprint() {
  const files = [];
  for (const s of SOURCES) walk(path.join(ROOT, s), files);
  return createHash("sha256").update(files.join("\n")).digest("hex");
}
