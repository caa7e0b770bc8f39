// The labelled listings the learned fallback is trained and cross-validated on: the tuning sets
// (tests/eligibility/tuning/*.json, one per store) and the older TypeScript labelled sets.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import type { LearnedLabel } from "../lib/eligibility/learned/learned-model";
import type { TrainingExample } from "../lib/eligibility/learned/train-model";
import { heldOutStoreProducts } from "../tests/eligibility/held-out-store-products";
import { holdoutProducts, labelledProducts } from "../tests/eligibility/labelled-products";

export interface LabelledListing extends TrainingExample {
  url?: string;
  upc_code?: string;
  gtin?: string;
}

export interface LabelledSet {
  name: string;
  listings: LabelledListing[];
}

const TUNING_DIR = path.resolve(import.meta.dirname, "../tests/eligibility/tuning");

type RawListing = { name: string; description?: string; url?: string; upc_code?: string; gtin?: string; expected: string };

function toListing(raw: RawListing): LabelledListing {
  const { name, description, url, upc_code, gtin, expected } = raw;
  return { name, description, url, upc_code, gtin, expected: expected as LearnedLabel };
}

/** The tuning sets, in file-name order. */
export function loadTuningSets(): LabelledSet[] {
  return readdirSync(TUNING_DIR)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => ({ name: f.replace(/\.json$/, ""), listings: (JSON.parse(readFileSync(path.join(TUNING_DIR, f), "utf8")) as RawListing[]).map(toListing) }));
}

/** The older labelled sets (labelled-products.ts, held-out-store-products.ts): always training data. */
export function loadOlderSets(): LabelledSet[] {
  return [
    { name: "labelled-products", listings: labelledProducts.map(toListing) },
    { name: "labelled-holdout-products", listings: holdoutProducts.map(toListing) },
    { name: "held-out-store-products", listings: heldOutStoreProducts.map(toListing) },
  ];
}
