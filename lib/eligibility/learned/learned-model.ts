/**
 * The learned fallback's model: multinomial logistic regression over hashed features, and the
 * compact form it ships in (weights quantised to int8 per label, base64).
 */
import type { EligibilityValue } from "../eligibility-values";
import { extractFeatures, type FeatureSpec, type LearnedInput, type SparseFeatures } from "./text-features";

export type LearnedLabel = Exclude<EligibilityValue, "private_label">;

export const LEARNED_LABELS: readonly LearnedLabel[] = [
  "auto_substantiation",
  "letter_of_medical_necessity",
  "prescription",
  "vision",
  "service",
  "not_eligible",
];

/** A model in memory: weights[feature * labels.length + label]. */
export interface LearnedModel {
  spec: FeatureSpec;
  labels: readonly LearnedLabel[];
  weights: Float32Array;
  bias: Float32Array;
}

/** The model as shipped (JSON): int8 weights, one scale per label, base64. */
export interface EncodedModel {
  format: "hashed-logreg-int8/1";
  spec: FeatureSpec;
  labels: LearnedLabel[];
  bias: number[];
  scales: number[];
  weights: string;
  trained_on: { listings: number; sets: string[] };
}

export interface LearnedPrediction {
  label: LearnedLabel;
  /** Softmax probability of the label. */
  probability: number;
  /** Probability of the label minus that of the runner-up. */
  margin: number;
}

/** Scores of every label for one listing's features. */
export function labelScores(model: LearnedModel, f: SparseFeatures): Float64Array {
  const k = model.labels.length;
  const scores = Float64Array.from(model.bias);
  for (let i = 0; i < f.indices.length; i++) {
    const base = f.indices[i]! * k;
    const v = f.values[i]!;
    for (let j = 0; j < k; j++) scores[j]! += v * model.weights[base + j]!;
  }
  return scores;
}

/** Softmax of the scores, in place. */
export function softmax(scores: Float64Array): Float64Array {
  const max = Math.max(...scores);
  let sum = 0;
  for (let j = 0; j < scores.length; j++) sum += scores[j] = Math.exp(scores[j]! - max);
  for (let j = 0; j < scores.length; j++) scores[j]! /= sum;
  return scores;
}

export function predictFeatures(model: LearnedModel, f: SparseFeatures): LearnedPrediction {
  const p = softmax(labelScores(model, f));
  let best = 0;
  let second = -1;
  for (let j = 1; j < p.length; j++) {
    if (p[j]! > p[best]!) {
      second = best;
      best = j;
    } else if (second < 0 || p[j]! > p[second]!) second = j;
  }
  const probability = p[best]!;
  return { label: model.labels[best]!, probability, margin: probability - (second >= 0 ? p[second]! : 0) };
}

export function predictWithModel(model: LearnedModel, input: LearnedInput): LearnedPrediction {
  return predictFeatures(model, extractFeatures(input, model.spec));
}

/** Quantises the weights to int8, one scale per label (max |w| / 127). */
export function encodeModel(model: LearnedModel, trainedOn: EncodedModel["trained_on"]): EncodedModel {
  const k = model.labels.length;
  const scales = model.labels.map((_, j) => {
    let max = 0;
    for (let i = j; i < model.weights.length; i += k) max = Math.max(max, Math.abs(model.weights[i]!));
    return max > 0 ? Number((max / 127).toPrecision(6)) : 1;
  });
  const q = new Int8Array(model.weights.length);
  for (let i = 0; i < q.length; i++) q[i] = Math.round(model.weights[i]! / scales[i % k]!);
  return {
    format: "hashed-logreg-int8/1",
    spec: model.spec,
    labels: [...model.labels],
    bias: Array.from(model.bias, (b) => Number(b.toPrecision(6))),
    scales,
    weights: Buffer.from(q.buffer).toString("base64"),
    trained_on: trainedOn,
  };
}

function base64Bytes(b64: string): Uint8Array {
  if (typeof Buffer !== "undefined") return new Uint8Array(Buffer.from(b64, "base64"));
  const bin = atob(b64);
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

export function decodeModel(encoded: EncodedModel): LearnedModel {
  const bytes = base64Bytes(encoded.weights);
  const q = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const k = encoded.labels.length;
  if (q.length !== k << encoded.spec.bits) throw new Error(`learned model: ${q.length} weights, expected ${k << encoded.spec.bits}`);
  const weights = new Float32Array(q.length);
  for (let i = 0; i < q.length; i++) weights[i] = q[i]! * encoded.scales[i % k]!;
  return { spec: encoded.spec, labels: encoded.labels, weights, bias: Float32Array.from(encoded.bias) };
}
