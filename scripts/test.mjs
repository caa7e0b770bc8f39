// npm test: installs what the tests need, builds once, then runs the unit, API and browser suites.
//   npm test            PGlite: unit + API + Playwright
//   npm test -- --pg    PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/commerce_test,
//                       recreated and migrated): unit + API
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const args = process.argv.slice(2);
const pg = args.includes("--pg");
const only = args.find((a) => a.startsWith("--only="))?.slice(7);
const resultsDir = path.join(root, "test-results", pg ? "pg" : "pglite");
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

function run(cmd, cmdArgs, env = {}) {
  const r = spawnSync(cmd, cmdArgs, { cwd: root, stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env } });
  return r.status ?? 1;
}

// 1. Dependencies and the browser.
if (!existsSync(path.join(root, "node_modules/.bin/next"))) {
  if (run("npm", ["ci", "--loglevel=warn"]) !== 0) process.exit(1);
}
if (!pg && !existsSync("/usr/bin/chromium")) {
  console.log("Installing Debian's Chromium for the browser tests...");
  if (run("bash", ["-c", "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null"]) !== 0) {
    console.error("Could not install chromium (apt-get install -y chromium); the browser tests need /usr/bin/chromium.");
    process.exit(1);
  }
}

// Redis, for the rate-limit tests that share counters through it (the app itself runs without it).
const redisUp = () =>
  spawnSync("bash", ["-c", "exec 3<>/dev/tcp/127.0.0.1/6379 && printf 'PING\\r\\n' >&3 && timeout 2 head -c 5 <&3 | grep -q PONG"]).status === 0;
if (!redisUp()) {
  if (spawnSync("bash", ["-c", "command -v redis-server"]).status !== 0) {
    console.log("Installing Redis for the rate-limit tests...");
    run("bash", ["-c", "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null"]);
  }
  run("bash", ["-c", "redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save '' --appendonly no >/dev/null"]);
  for (let i = 0; i < 20 && !redisUp(); i++) spawnSync("sleep", ["0.25"]);
  if (!redisUp()) {
    console.error("Redis is not reachable at 127.0.0.1:6379 and could not be started (apt-get install redis-server).");
    process.exit(1);
  }
}

// 2. The database for the PostgreSQL pass.
const env = {};
if (pg) {
  env.DATABASE_URL = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/commerce_test";
  if (run(process.execPath, ["scripts/reset-database.mjs"], env) !== 0) process.exit(1);
  if (run(path.join(root, "node_modules/.bin/tsx"), ["--conditions=react-server", "scripts/migrate.ts"], env) !== 0) process.exit(1);
} else {
  delete process.env.DATABASE_URL;
}

// 3. Types, lint and import circles (once, on the PGlite pass: the PostgreSQL pass runs the same code),
// then one production build serves the API and browser suites.
if (!only && !pg && run(path.join(root, "node_modules/.bin/tsc"), ["--noEmit"]) !== 0) {
  console.error("Type check failed.");
  console.log("\n0 passed, 1 failed");
  process.exit(1);
}
// ESLint (eslint-config-next), once, on the PGlite pass: errors fail the run.
if (!only && !pg && run(path.join(root, "node_modules/.bin/eslint"), ["."]) !== 0) {
  console.error("ESLint found errors (npm run lint).");
  console.log("\n0 passed, 1 failed");
  process.exit(1);
}
// Formatting (Prettier), once, on the PGlite pass: `npm run format` fixes what it reports.
if (!only && !pg && run(path.join(root, "node_modules/.bin/prettier"), ["--check", ".", "--log-level", "warn"]) !== 0) {
  console.error("Prettier found unformatted files (npm run format).");
  console.log("\n0 passed, 1 failed");
  process.exit(1);
}
// No import circles in the application code (once, on the PGlite pass: the code is the same).
if (
  !only &&
  !pg &&
  run(path.join(root, "node_modules/.bin/madge"), [
    "--circular",
    "--no-spinner",
    "--extensions",
    "ts,tsx",
    "--ts-config",
    "tsconfig.json",
    "app",
    "lib",
    "components",
  ]) !== 0
) {
  console.error("Import circles found (madge --circular): break them before the suites run.");
  console.log("\n0 passed, 1 failed");
  process.exit(1);
}
const { buildIfNeeded } = await import("./build-if-needed.mjs");
buildIfNeeded();

// 4. The suites.
const suites = [
  [
    "unit",
    path.join(root, "node_modules/.bin/vitest"),
    ["run", "--project", "unit", "--reporter=default", "--reporter=json", `--outputFile.json=${resultsDir}/unit.json`],
  ],
  [
    "api",
    path.join(root, "node_modules/.bin/vitest"),
    ["run", "--project", "api", "--reporter=default", "--reporter=json", `--outputFile.json=${resultsDir}/api.json`],
  ],
];
if (!pg) suites.push(["e2e", path.join(root, "node_modules/.bin/playwright"), ["test", "--reporter=list,json"]]);

let failedSuites = 0;
let passed = 0;
let failed = 0;
let skipped = 0;
for (const [name, cmd, cmdArgs] of suites) {
  if (only && only !== name) continue;
  console.log(`\n=== ${name} tests${pg ? " (PostgreSQL)" : " (PGlite)"} ===`);
  const invariantsReport = path.join(resultsDir, "invariants.json");
  const status = run(cmd, cmdArgs, { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: `${resultsDir}/e2e.json`, INVARIANTS_REPORT: invariantsReport });
  if (status !== 0) failedSuites++;
  if (name === "api") {
    // The money invariants over the whole database, checked after the API server stopped.
    const report = existsSync(invariantsReport) ? JSON.parse(readFileSync(invariantsReport, "utf8")) : null;
    if (!report) {
      console.error("The API suite did not report the whole-database money invariants.");
      failed++;
    } else if (report.violations.length) {
      console.error(`Money invariants violated:\n${report.violations.join("\n")}`);
      failed++;
    } else passed++;
    // The contract: what Prism found between the suite's requests, the answers and the document.
    if (report?.contract?.length) {
      console.error(`OpenAPI contract violations (Prism) in ${report.contract.length} exchanges:\n${report.contract.slice(0, 50).join("\n")}`);
      failed++;
    } else if (report?.prism) passed++;
  }
  const file = path.join(resultsDir, `${name}.json`);
  if (!existsSync(file)) {
    if (status !== 0) failed++;
    continue;
  }
  const report = JSON.parse(readFileSync(file, "utf8"));
  if (name === "e2e") {
    passed += report.stats?.expected ?? 0;
    failed += (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0);
    skipped += report.stats?.skipped ?? 0;
  } else {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    if (status !== 0 && !report.numFailedTests) failed++;
  }
}
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failedSuites || failed ? 1 : 0);
