// Leave-one-set-out cross-validation for the learned fallback (scripts/train-eligibility-model.ts,
// scripts/evaluate-learned-fallback.ts): a listing is only ever predicted by a model trained
// without its store set, and without any listing whose name appears in that set (a few products,
// "Tylenol Extra Strength" and the like, are in more than one set).
import { predictFeatures, type LearnedPrediction } from "../lib/eligibility/learned/learned-model";
import { normaliseForModel } from "../lib/eligibility/learned/text-features";
import { featurise, trainFeatured, type FeaturedExample, type TrainingOptions } from "../lib/eligibility/learned/train-model";
import type { LabelledSet } from "./eligibility-training-data";

export interface FeaturedSet {
  name: string;
  data: FeaturedExample[];
  names: string[];
}

export function featuriseSets(sets: LabelledSet[], options: TrainingOptions): FeaturedSet[] {
  return sets.map((s) => ({ name: s.name, data: featurise(s.listings, options.spec), names: s.listings.map((l) => normaliseForModel(l.name)) }));
}

/** Trains on every set but `leftOut` (and `always`), dropping listings named like one left out. */
export function trainWithout(tuning: FeaturedSet[], always: FeaturedSet[], leftOut: number[], options: TrainingOptions) {
  const heldNames = new Set(leftOut.flatMap((i) => tuning[i]!.names));
  const sets = [...always, ...tuning.filter((_, j) => !leftOut.includes(j))];
  const train = sets.flatMap((set) => set.data.filter((_, n) => !heldNames.has(set.names[n]!)));
  return trainFeatured(train, options);
}

/** Out-of-fold predictions: predictions[i][n] for listing n of tuning set i, from a model trained without set i. */
export function outOfFoldPredictions(tuning: FeaturedSet[], always: FeaturedSet[], options: TrainingOptions, log?: (m: string) => void): LearnedPrediction[][] {
  return tuning.map((set, i) => {
    const model = trainWithout(tuning, always, [i], options);
    log?.(`  fold ${i + 1}/${tuning.length}: ${set.name}`);
    return set.data.map((d) => predictFeatures(model, d.features));
  });
}

/**
 * Nested predictions for choosing thresholds inside the training folds: inner[i][j] are set j's
 * predictions by a model trained without sets i and j. The model without {i, j} serves both outer
 * fold i (inner fold j) and outer fold j (inner fold i), so each pair is trained once.
 */
export function nestedPredictions(tuning: FeaturedSet[], always: FeaturedSet[], options: TrainingOptions, log?: (m: string) => void): LearnedPrediction[][][] {
  const inner: LearnedPrediction[][][] = tuning.map(() => tuning.map(() => []));
  for (let i = 0; i < tuning.length; i++) {
    for (let j = i + 1; j < tuning.length; j++) {
      const model = trainWithout(tuning, always, [i, j], options);
      inner[i]![j] = tuning[j]!.data.map((d) => predictFeatures(model, d.features));
      inner[j]![i] = tuning[i]!.data.map((d) => predictFeatures(model, d.features));
    }
    log?.(`  nested: pairs with ${tuning[i]!.name} done`);
  }
  return inner;
}
