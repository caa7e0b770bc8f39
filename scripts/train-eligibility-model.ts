// Trains the learned fallback of the eligibility bot (issue 20, item 6) and writes
// lib/eligibility/learned/model-data.json:   npm run eligibility:train [-- --scope reviewed] [--move 0.65 --confirm 0.75]
// Deterministic: fixed set order, fixed seed. The fallback's thresholds are chosen from
// leave-one-set-out predictions (each tuning set predicted by a model trained without it), never
// from the shipped model's predictions of its own training data. `--move` and `--confirm` keep
// thresholds a held-out round measured instead (the out-of-fold choice is still printed): the classifier is fitted to the tuning sets, so out-of-fold
// its reviewed answers are mostly right and moving them looks useless there (docs/eligibility-learned.md).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { classifyWithKnowledge } from "../lib/eligibility/classify-product";
import type { FallbackScope } from "../lib/eligibility/learned/fallback-settings";
import { encodeModel } from "../lib/eligibility/learned/learned-model";
import type { ShippedModelData } from "../lib/eligibility/learned/predict-label";
import { DEFAULT_TRAINING, trainFeatured } from "../lib/eligibility/learned/train-model";
import { loadOlderSets, loadTuningSets } from "./eligibility-training-data";
import { featuriseSets, outOfFoldPredictions } from "./learned-cross-validation";
import { chooseThresholds, type ScoredListing } from "./learned-fallback-thresholds";

const OUT = path.resolve(import.meta.dirname, "../lib/eligibility/learned/model-data.json");
const scopeAt = process.argv.indexOf("--scope");
const scope = (scopeAt >= 0 ? process.argv[scopeAt + 1] : "reviewed") as FallbackScope;
if (scope !== "no_evidence" && scope !== "reviewed") throw new Error(`--scope must be no_evidence or reviewed, not ${scope}`);
/** A threshold given on the command line (`--move 0.65`), or undefined. */
function keptThreshold(flag: string): number | undefined {
  const at = process.argv.indexOf(flag);
  if (at < 0) return undefined;
  const t = Number(process.argv[at + 1]);
  if (!(t > 0 && t < 1)) throw new Error(`${flag} must be a probability, not ${process.argv[at + 1]}`);
  return t;
}
const keptMove = keptThreshold("--move");
const keptConfirm = keptThreshold("--confirm");

const tuningSets = loadTuningSets();
const olderSets = loadOlderSets();
const options = DEFAULT_TRAINING;
const tuning = featuriseSets(tuningSets, options);
const older = featuriseSets(olderSets, options);

console.log(`thresholds (${scope}) from leave-one-set-out predictions of ${tuning.length} tuning sets:`);
const oof = outOfFoldPredictions(tuning, older, options, console.log);
const rows: ScoredListing[] = tuningSets.flatMap((set, i) =>
  set.listings.map(({ expected, ...input }, n) => ({ name: input.name, expected, result: classifyWithKnowledge(input), prediction: oof[i]![n]! })),
);
const chosen = chooseThresholds(rows, scope, keptMove);
console.log(`out of fold: move ${chosen.move_threshold}, confirm ${chosen.confirm_threshold}`);
const settings = { ...chosen, confirm_threshold: keptConfirm ?? chosen.confirm_threshold };
const finite = (t: number) => (Number.isFinite(t) ? t : null);

const model = trainFeatured(
  [...older, ...tuning].flatMap((s) => s.data),
  options,
);
const listings = [...olderSets, ...tuningSets].reduce((n, s) => n + s.listings.length, 0);
const data: ShippedModelData = {
  ...encodeModel(model, { listings, sets: [...olderSets, ...tuningSets].map((s) => s.name) }),
  fallback: { scope, move_threshold: finite(settings.move_threshold), confirm_threshold: finite(settings.confirm_threshold) },
};
writeFileSync(OUT, `${JSON.stringify(data)}\n`);
console.log(`wrote ${path.relative(process.cwd(), OUT)}: ${listings} listings, fallback ${JSON.stringify(data.fallback)}`);
