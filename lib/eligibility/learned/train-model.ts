/**
 * Trains the learned fallback (multinomial logistic regression, SGD with L2) on labelled listings.
 * Deterministic: the examples are taken in the order given and shuffled with a fixed seed.
 */
import { LEARNED_LABELS, labelScores, softmax, type LearnedLabel, type LearnedModel } from "./learned-model";
import { extractFeatures, type FeatureSpec, type LearnedInput, type SparseFeatures } from "./text-features";

export interface TrainingExample extends LearnedInput {
  expected: LearnedLabel;
}

export interface TrainingOptions {
  spec: FeatureSpec;
  epochs: number;
  learningRate: number;
  l2: number;
  seed: number;
}

// 2^14 buckets and character n-grams alone: 2^15 and word n-grams did no better in cross-validation.
export const DEFAULT_SPEC: FeatureSpec = { bits: 14, charRange: [3, 5], words: false };
export const DEFAULT_TRAINING: TrainingOptions = { spec: DEFAULT_SPEC, epochs: 12, learningRate: 0.5, l2: 1e-5, seed: 20 };

/** mulberry32: a small seeded generator, so every run shuffles alike. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface FeaturedExample {
  features: SparseFeatures;
  label: number;
}

/** Features once per example: cross-validation trains many models on the same listings. */
export function featurise(examples: readonly TrainingExample[], spec: FeatureSpec): FeaturedExample[] {
  return examples.map((e) => {
    const label = LEARNED_LABELS.indexOf(e.expected);
    if (label < 0) throw new Error(`unknown label ${e.expected} for ${e.name}`);
    return { features: extractFeatures(e, spec), label };
  });
}

export function trainFeatured(data: readonly FeaturedExample[], options: TrainingOptions = DEFAULT_TRAINING): LearnedModel {
  const k = LEARNED_LABELS.length;
  const model: LearnedModel = { spec: options.spec, labels: LEARNED_LABELS, weights: new Float32Array(k << options.spec.bits), bias: new Float32Array(k) };
  const random = seededRandom(options.seed);
  const order = data.map((_, i) => i);
  let step = 0;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const at of order) {
      const { features, label } = data[at]!;
      const lr = options.learningRate / (1 + step++ / data.length);
      const p = softmax(labelScores(model, features));
      for (let j = 0; j < k; j++) {
        const g = p[j]! - (j === label ? 1 : 0);
        model.bias[j]! -= lr * g;
        for (let n = 0; n < features.indices.length; n++) {
          const w = features.indices[n]! * k + j;
          // L2 on the weights this example touches (lazy: untouched weights are not decayed).
          model.weights[w]! -= lr * (g * features.values[n]! + options.l2 * model.weights[w]!);
        }
      }
    }
  }
  return model;
}

export function trainModel(examples: readonly TrainingExample[], options: TrainingOptions = DEFAULT_TRAINING): LearnedModel {
  return trainFeatured(featurise(examples, options.spec), options);
}
