// Builds the app unless .next already holds a build of exactly these sources.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const SOURCES = ["app", "lib", "components", "public", "drizzle", "instrumentation.ts", "instrumentation-client.ts", "proxy.ts", "next.config.mjs", "package-lock.json", "postcss.config.mjs", "tsconfig.json"];

function walk(p, out) {
  if (!existsSync(p)) return;
  const st = statSync(p);
  if (st.isDirectory()) for (const f of readdirSync(p).sort()) walk(path.join(p, f), out);
  else out.push(`${path.relative(root, p)}:${st.size}:${createHash("sha1").update(readFileSync(p)).digest("hex")}`);
}

export function sourceFingerprint() {
  const files = [];
  for (const s of SOURCES) walk(path.join(root, s), files);
  return createHash("sha256").update(files.join("\n")).digest("hex");
}

export function buildIfNeeded() {
  const marker = path.join(root, ".next", "source-fingerprint");
  const fingerprint = sourceFingerprint();
  if (existsSync(path.join(root, ".next", "BUILD_ID")) && existsSync(marker) && readFileSync(marker, "utf8") === fingerprint) {
    return;
  }
  console.log("Building the app (next build)...");
  const r = spawnSync(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "build"], { cwd: root, stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  if (r.status !== 0) process.exit(r.status ?? 1);
  writeFileSync(marker, fingerprint);
}

if (process.argv[1] === new URL(import.meta.url).pathname) buildIfNeeded();
