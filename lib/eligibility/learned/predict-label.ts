/**
 * The shipped learned model (model-data.json, written by `npm run eligibility:train`), decoded
 * once on first use.
 */
import { decodeModel, predictWithModel, type EncodedModel, type LearnedModel, type LearnedPrediction } from "./learned-model";
import type { FallbackSettings } from "./fallback-settings";
import modelData from "./model-data.json";
import type { LearnedInput } from "./text-features";

export interface ShippedModelData extends EncodedModel {
  /** Chosen by the training script from leave-one-set-out predictions (never the shipped model's own). */
  fallback: { scope: FallbackSettings["scope"]; move_threshold: number | null; confirm_threshold: number | null };
}

const data = modelData as unknown as ShippedModelData;
let model: LearnedModel | null = null;

export function shippedModel(): LearnedModel {
  return (model ??= decodeModel(data));
}

export function predictLabel(input: LearnedInput): LearnedPrediction {
  return predictWithModel(shippedModel(), input);
}

/** JSON has no Infinity: a null threshold is off. */
export function shippedFallbackSettings(): FallbackSettings {
  const f = data.fallback;
  return { scope: f.scope, move_threshold: f.move_threshold ?? Infinity, confirm_threshold: f.confirm_threshold ?? Infinity };
}
