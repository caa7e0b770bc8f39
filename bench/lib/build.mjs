// Builds the app into its own folder (.next-bench) unless that folder already holds a build of
// exactly these sources. Same fingerprint as scripts/build-if-needed.mjs, another folder, so the
// bench never touches the default .next build that developers and tests use.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { ROOT, sourceFingerprint } from "../../scripts/source-fingerprint.mjs";

export { ROOT };
export const DIST_DIR = ".next-bench";

/** Returns "cached" or "built"; throws if the build fails. */
export function buildIfNeeded(log = console.log) {
  const dist = path.join(ROOT, DIST_DIR);
  const marker = path.join(dist, "source-fingerprint");
  const fingerprint = sourceFingerprint();
  if (existsSync(path.join(dist, "BUILD_ID")) && existsSync(marker) && readFileSync(marker, "utf8") === fingerprint) return "cached";

  log(`Building the app into ${DIST_DIR} (next build)...`);
  // `next build` adds "<distDir>/types/**/*.ts" globs to tsconfig.json's include. tsconfig.json is
  // shared with everyone else, so put it back exactly as it was if the build only did that.
  const tsconfigPath = path.join(ROOT, "tsconfig.json");
  const tsconfigBefore = readFileSync(tsconfigPath, "utf8");
  const started = Date.now();
  // "compile" then "generate" is `next build` minus its type check: the bench measures the same
  // server bundle, and does not fail because someone's half-edited test file does not type-check
  // (`npx tsc --noEmit` is the type gate). Set BENCH_FULL_BUILD=1 for a plain `next build`.
  const phases =
    process.env.BENCH_FULL_BUILD === "1"
      ? [[]]
      : [
          ["--experimental-build-mode", "compile"],
          ["--experimental-build-mode", "generate"],
        ];
  try {
    for (const extra of phases) {
      const r = spawnSync(process.execPath, [path.join(ROOT, "node_modules/next/dist/bin/next"), "build", ...extra], {
        cwd: ROOT,
        stdio: ["ignore", "inherit", "inherit"],
        env: { ...process.env, NODE_ENV: "production", NEXT_DIST_DIR: DIST_DIR, NEXT_TELEMETRY_DISABLED: "1" },
      });
      if (r.status !== 0) throw new Error(`next build ${extra.join(" ")} failed (exit ${r.status})`);
    }
  } finally {
    restoreTsconfig(tsconfigPath, tsconfigBefore);
  }
  writeFileSync(marker, fingerprint);
  // Keep the build folder out of git without touching the shared .gitignore.
  writeFileSync(path.join(dist, ".gitignore"), "*\n");
  log(`Built in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  return "built";
}

function restoreTsconfig(file, before) {
  const after = readFileSync(file, "utf8");
  if (after === before) return;
  try {
    const a = JSON.parse(after);
    const b = JSON.parse(before);
    const added = (a.include ?? []).filter((x) => !(b.include ?? []).includes(x));
    const onlyOurs = added.every((x) => x.startsWith(`${DIST_DIR}/`));
    const { include: _ia, ...restA } = a;
    const { include: _ib, ...restB } = b;
    if (onlyOurs && JSON.stringify(restA) === JSON.stringify(restB)) writeFileSync(file, before);
  } catch {
    // Someone else edited it meanwhile; leave it.
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) buildIfNeeded();
