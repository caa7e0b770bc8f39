// Measures the eligibility bot on labelled store listings (held-out sets, docs/eligibility.md):
//   npm run eligibility:measure -- set1.json set2.json [--pooled] [--ref <commit>] [--misses] [--buckets]
// Per set: accuracy, share sent to review, how often confident answers are right, and the
// not-eligible items confidently called eligible (the error that breaks a merchant's compliance).
// --ref runs the classifier as it was at a commit (lib/eligibility is self-contained), for
// before/after figures on the same set.
import { execSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

type Listing = { name: string; description?: string; url?: string; upc_code?: string; gtin?: string; expected: string; lookalike?: boolean };
type Result = { hsa_fsa_eligibility: string; eligibility_review: string; confidence: number; rule_id: string | null };
type Classify = (input: Omit<Listing, "expected" | "lookalike">) => Result;

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const refAt = args.indexOf("--ref");
const ref = refAt >= 0 ? args[refAt + 1] : null;
const files = args.filter((a, i) => !a.startsWith("--") && (refAt < 0 || i !== refAt + 1));
if (!files.length) {
  console.error("usage: npm run eligibility:measure -- <set.json>... [--pooled] [--ref <commit>] [--misses] [--buckets]");
  process.exit(2);
}

async function loadClassifier(): Promise<Classify> {
  let dir = path.resolve(import.meta.dirname, "..");
  if (ref) {
    dir = mkdtempSync(path.join(tmpdir(), "eligibility-"));
    execSync(`git archive ${ref} lib/eligibility | tar -x -C ${dir}`, { cwd: path.resolve(import.meta.dirname, "..") });
  }
  const mod = await import(pathToFileURL(path.join(dir, "lib/eligibility/classify-product.ts")).href);
  return mod.classifyProduct as Classify;
}

type Figures = {
  n: number;
  right: number;
  review: number;
  confident: number;
  confidentRight: number;
  neConfidentEligible: number;
  misses: string[];
  /** Confidence bucket (0.0, 0.1, ... 0.9; 1.0 joins 0.9) -> [answers, right answers]. */
  buckets: Map<number, [number, number]>;
};
const emptyFigures = (): Figures => ({ n: 0, right: 0, review: 0, confident: 0, confidentRight: 0, neConfidentEligible: 0, misses: [], buckets: new Map() });

function measure(classify: Classify, listings: Listing[]): Figures {
  const f = emptyFigures();
  for (const { expected, lookalike: _l, ...input } of listings) {
    const r = classify(input);
    const ok = r.hsa_fsa_eligibility === expected;
    const confident = r.eligibility_review === "not_needed";
    f.n++;
    if (ok) f.right++;
    if (!confident) f.review++;
    if (confident) f.confident++;
    if (confident && ok) f.confidentRight++;
    if (confident && expected === "not_eligible" && r.hsa_fsa_eligibility !== "not_eligible") f.neConfidentEligible++;
    const bucket = Math.min(9, Math.floor(r.confidence * 10));
    const [answers, right] = f.buckets.get(bucket) ?? [0, 0];
    f.buckets.set(bucket, [answers + 1, right + (ok ? 1 : 0)]);
    if (!ok) f.misses.push(`  ${confident ? "CONFIDENT" : "review   "} expected ${expected.padEnd(27)} got ${r.hsa_fsa_eligibility.padEnd(27)} ${input.name}`);
  }
  return f;
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : "n/a");
function line(label: string, f: Figures) {
  return `${label.padEnd(28)} n=${String(f.n).padStart(4)}  accuracy ${pct(f.right, f.n).padStart(6)}  review ${pct(f.review, f.n).padStart(6)}  confident-right ${pct(f.confidentRight, f.confident).padStart(6)}  not-eligible confidently eligible ${f.neConfidentEligible}`;
}

/** Calibration: within each confidence bucket, how often the answer is right. */
function bucketTable(f: Figures): string {
  const rows = [...f.buckets.entries()].sort(([a], [b]) => a - b);
  return rows
    .map(
      ([b, [n, right]]) =>
        `    confidence ${(b / 10).toFixed(1)}-${b === 9 ? "1.0" : ((b + 1) / 10).toFixed(1)}  n=${String(n).padStart(4)}  right ${pct(right, n).padStart(6)}`,
    )
    .join("\n");
}

const classify = await loadClassifier();
console.log(`classifier: ${ref ? `at ${ref}` : "working tree"}`);
const pooled = emptyFigures();
for (const file of files) {
  const listings = JSON.parse(readFileSync(file, "utf8")) as Listing[];
  const f = measure(classify, listings);
  console.log(line(path.basename(file, ".json"), f));
  if (flag("--buckets")) console.log(bucketTable(f));
  if (flag("--misses")) console.log(f.misses.join("\n"));
  for (const k of ["n", "right", "review", "confident", "confidentRight", "neConfidentEligible"] as const) pooled[k] += f[k];
  for (const [b, [n, right]] of f.buckets) {
    const [pn, pr] = pooled.buckets.get(b) ?? [0, 0];
    pooled.buckets.set(b, [pn + n, pr + right]);
  }
}
if (flag("--pooled") && files.length > 1) {
  console.log(line("pooled", pooled));
  if (flag("--buckets")) console.log(bucketTable(pooled));
}
