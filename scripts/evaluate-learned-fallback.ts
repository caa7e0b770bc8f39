// Honest evaluation of the learned fallback (issue 20, item 6): leave-one-SET-out cross-validation
// over the tuning sets. For each store set: a model trained on the other sets (and the older
// labelled sets) predicts it; the fallback's thresholds are chosen inside the training folds only
// (nested leave-one-set-out over the other sets), never on the set under test.
//   npx tsx scripts/evaluate-learned-fallback.ts [--out file.txt] [--changes]
// Reports (a) the learned model alone and (b) the existing classifier alone vs with the fallback,
// for both scopes. The existing classifier was tuned on these same sets: its figures are optimistic.
// So a second table runs rounds C, D and E through the classifier each round was measured with
// while it was still held out (docs/eligibility.md): there both parts are held out.
import { execSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { classifyWithKnowledge } from "../lib/eligibility/classify-product";
import type { FallbackScope, FallbackSettings } from "../lib/eligibility/learned/fallback-settings";
import type { FallbackableResult } from "../lib/eligibility/learned/learned-fallback-rule";
import { DEFAULT_TRAINING } from "../lib/eligibility/learned/train-model";
import { loadOlderSets, loadTuningSets, type LabelledListing } from "./eligibility-training-data";
import { featuriseSets, nestedPredictions, outOfFoldPredictions } from "./learned-cross-validation";
import { chooseThresholds, withFallback, type ScoredListing } from "./learned-fallback-thresholds";

const SCOPES: FallbackScope[] = ["no_evidence", "reviewed"];
/** The classifier each round was measured with while held out (null: the working tree's, round E not tuned yet). */
const HELD_OUT_CLASSIFIERS: [string | null, string[]][] = [
  ["af75de1", ["big-box-health-aisle", "dental-hearing-clinic", "canadian-drugstore"]],
  ["467aff6", ["medical-supply", "supermarket", "telehealth-brand"]],
  [null, ["baby-maternity", "senior-living-pharmacy", "sporting-goods-physio"]],
];
type Classify = (input: Omit<LabelledListing, "expected">) => FallbackableResult;

async function classifierAt(ref: string | null): Promise<Classify> {
  // The knowledge alone: classifyProduct applies the shipped fallback, which learned every set.
  if (!ref) return classifyWithKnowledge;
  const dir = mkdtempSync(path.join(tmpdir(), "eligibility-"));
  execSync(`git archive ${ref} lib/eligibility | tar -x -C ${dir}`, { cwd: path.resolve(import.meta.dirname, "..") });
  return (await import(pathToFileURL(path.join(dir, "lib/eligibility/classify-product.ts")).href)).classifyProduct as Classify;
}

interface Figures {
  n: number;
  right: number;
  review: number;
  confident: number;
  confidentRight: number;
  neConfidentEligible: number;
  learnedRight: number;
}
const empty = (): Figures => ({ n: 0, right: 0, review: 0, confident: 0, confidentRight: 0, neConfidentEligible: 0, learnedRight: 0 });

function figures(rows: ScoredListing[], results: FallbackableResult[]): Figures {
  const f = empty();
  results.forEach((r, i) => {
    const { expected, prediction } = rows[i]!;
    const ok = r.hsa_fsa_eligibility === expected;
    const sure = r.eligibility_review === "not_needed";
    f.n++;
    f.right += Number(ok);
    f.review += Number(!sure);
    f.confident += Number(sure);
    f.confidentRight += Number(sure && ok);
    f.neConfidentEligible += Number(sure && expected === "not_eligible" && r.hsa_fsa_eligibility !== "not_eligible");
    f.learnedRight += Number(prediction.label === expected);
  });
  return f;
}

function add(a: Figures, b: Figures): void {
  for (const k of Object.keys(a) as (keyof Figures)[]) a[k] += b[k];
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : "n/a");
const cell = (f: Figures) => `${pct(f.right, f.n)} / ${pct(f.review, f.n)} / ${pct(f.confidentRight, f.confident)} / ${f.neConfidentEligible}`;
const showThreshold = (t: number) => (Number.isFinite(t) ? t.toFixed(2) : "off");
const showSettings = (s: FallbackSettings) => `move ${showThreshold(s.move_threshold)}, confirm ${showThreshold(s.confirm_threshold)}`;

const log = (m: string) => process.stderr.write(`${m}\n`);
const tuningSets = loadTuningSets();
const options = DEFAULT_TRAINING;
const tuning = featuriseSets(tuningSets, options);
const older = featuriseSets(loadOlderSets(), options);
log("outer folds:");
const outer = outOfFoldPredictions(tuning, older, options, log);
log("nested folds (for the thresholds):");
const inner = nestedPredictions(tuning, older, options, log);
const results = tuningSets.map((s) => s.listings.map(({ expected: _e, ...input }) => classifyWithKnowledge(input)));
const rowsOf = (i: number, predictions: (typeof outer)[number]): ScoredListing[] =>
  tuningSets[i]!.listings.map((l, n) => ({ name: l.name, expected: l.expected, result: results[i]![n]!, prediction: predictions[n]! }));

const lines: string[] = [];
const out = (s = "") => lines.push(s);
const changes: string[] = [];

/** One table: per set and pooled, the classifier alone and with the fallback, thresholds chosen per fold. */
function table(sets: number[], resultsOf: (i: number) => FallbackableResult[]): string[] {
  const chosen: string[] = [];
  out(`| set | n | learned alone | existing alone | + fallback (no evidence) | + fallback (all reviewed) |`);
  out(`| --- | --- | --- | --- | --- | --- |`);
  const pooled = { alone: empty(), ...Object.fromEntries(SCOPES.map((s) => [s, empty()])) } as Record<"alone" | FallbackScope, Figures>;
  for (const i of sets) {
    const testResults = resultsOf(i);
    const rows = rowsOf(i, outer[i]!).map((r, n) => ({ ...r, result: testResults[n]! }));
    const alone = figures(
      rows,
      rows.map((r) => r.result),
    );
    add(pooled.alone, alone);
    const cells: string[] = [];
    const picked: string[] = [];
    for (const scope of SCOPES) {
      // Thresholds from the other sets' nested predictions only (with the working tree's classifier).
      const trainingRows = tuningSets.flatMap((_, j) => (j === i ? [] : rowsOf(j, inner[i]![j]!)));
      const settings = chooseThresholds(trainingRows, scope);
      const after = withFallback(rows, settings);
      const f = figures(rows, after);
      add(pooled[scope], f);
      cells.push(cell(f));
      picked.push(`${scope}: ${showSettings(settings)}`);
      after.forEach((a, n) => {
        const r = rows[n]!;
        if (a !== r.result)
          changes.push(
            `  ${tuningSets[i]!.name} [${scope}] expected ${r.expected}: ${r.result.hsa_fsa_eligibility}/${r.result.eligibility_review} -> ${a.hsa_fsa_eligibility}/${a.eligibility_review} (p ${r.prediction.probability.toFixed(2)}) ${r.name}`,
          );
      });
    }
    out(`| ${tuningSets[i]!.name} | ${alone.n} | ${pct(alone.learnedRight, alone.n)} | ${cell(alone)} | ${cells.join(" | ")} |`);
    chosen.push(`  ${tuningSets[i]!.name.padEnd(24)} ${picked.join("; ")}`);
  }
  out(
    `| **pooled** | ${pooled.alone.n} | ${pct(pooled.alone.learnedRight, pooled.alone.n)} | ${cell(pooled.alone)} | ${SCOPES.map((s) => cell(pooled[s])).join(" | ")} |`,
  );
  return chosen;
}

out(
  `Learned fallback, leave-one-set-out cross-validation over ${tuningSets.length} tuning sets (${options.spec.bits}-bit hashed character ${options.spec.charRange.join("-")}-grams${options.spec.words ? " + words" : ""}, logistic regression, ${options.epochs} epochs, seed ${options.seed}).`,
);
out("Cells: accuracy / review / confident-right / not-eligible confidently eligible.");
out();
out("1. Every tuning set with today's classifier (tuned on these sets: its figures are fitted, not held out):");
out();
const chosen = table(
  tuningSets.map((_, i) => i),
  (i) => results[i]!,
);
out();
out("2. Rounds C, D and E with the classifier each was measured with while held out (af75de1, 467aff6, today's):");
out();
const heldOutResults = new Map<number, FallbackableResult[]>();
for (const [ref, names] of HELD_OUT_CLASSIFIERS) {
  const classify = await classifierAt(ref);
  for (const name of names) {
    const i = tuningSets.findIndex((s) => s.name === name);
    heldOutResults.set(
      i,
      tuningSets[i]!.listings.map(({ expected: _e, ...input }) => classify(input)),
    );
  }
}
changes.push("(held-out classifiers)");
table([...heldOutResults.keys()], (i) => heldOutResults.get(i)!);
out();
out("Thresholds chosen inside each fold's training sets:");
lines.push(...chosen);
if (process.argv.includes("--changes")) lines.push("", "Answers the fallback changed:", ...changes);
const text = lines.join("\n");
console.log(text);
const outAt = process.argv.indexOf("--out");
if (outAt >= 0) writeFileSync(process.argv[outAt + 1]!, `${text}\n`);
