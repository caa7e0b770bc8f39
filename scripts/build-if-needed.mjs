// Builds the app unless .next already holds a build of exactly these sources.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { ROOT as root, sourceFingerprint } from "./source-fingerprint.mjs";

export function buildIfNeeded() {
  const marker = path.join(root, ".next", "source-fingerprint");
  const fingerprint = sourceFingerprint();
  if (existsSync(path.join(root, ".next", "BUILD_ID")) && existsSync(marker) && readFileSync(marker, "utf8") === fingerprint) {
    return;
  }
  console.log("Building the app (next build)...");
  const r = spawnSync(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
  writeFileSync(marker, fingerprint);
}

if (process.argv[1] === new URL(import.meta.url).pathname) buildIfNeeded();
