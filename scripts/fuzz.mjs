// npm run fuzz [-- --runs N] [-- --seed S]: the API fuzz test (tests/api/fuzz.test.ts) for longer,
// against a fresh production server (built if needed). Without --seed a random seed is drawn and
// printed: a failure prints it too, with the command that replays the run.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { buildIfNeeded } from "./build-if-needed.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const args = process.argv.slice(2);
const value = (name) => {
  const i = args.findIndex((a) => a === name || a.startsWith(`${name}=`));
  if (i < 0) return undefined;
  return args[i].includes("=") ? args[i].split("=")[1] : args[i + 1];
};
const runs = Number(value("--runs") ?? 2000);
const seed = Number(value("--seed") ?? Math.floor(Math.random() * 2 ** 31));
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(seed)) {
  console.error("usage: npm run fuzz -- [--runs N] [--seed S]");
  process.exit(2);
}
console.log(`fuzz: ${runs} requests, seed ${seed}`);
buildIfNeeded();
const r = spawnSync(path.join(root, "node_modules/.bin/vitest"), ["run", "--project", "api", "tests/api/fuzz.test.ts"], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", FUZZ_RUNS: String(runs), FUZZ_SEED: String(seed) },
});
if (r.status !== 0) console.error(`fuzz failed: replay with npm run fuzz -- --runs ${runs} --seed ${seed}`);
process.exit(r.status ?? 1);
