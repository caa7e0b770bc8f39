/**
 * Features of a listing for the learned fallback: hashed character n-grams and word n-grams of the
 * normalised (accent-folded, lower-cased) name and description. Words of the name are hashed apart
 * from those of the description too: the name says what the item is, the description sells it.
 *
 * Dependency-free and deterministic: FNV-1a hashing into 2^bits buckets, no randomness.
 */

export interface LearnedInput {
  name: string;
  description?: string | null;
}

/** Which n-grams are extracted; stored with the model so prediction extracts what training did. */
export interface FeatureSpec {
  /** Hashed space: 2^bits buckets. */
  bits: number;
  /** Character n-gram lengths, e.g. [3, 5]: every length from the first to the second. */
  charRange: [number, number];
  /** Word unigrams and bigrams (of the whole text, and of the name apart). */
  words: boolean;
}

export interface SparseFeatures {
  indices: Uint32Array;
  /** L2-normalised: every listing weighs the same whatever its length. */
  values: Float32Array;
}

/** Accent-folded, lower-cased letters and digits separated by single spaces. */
export function normaliseForModel(text: string | null | undefined): string {
  if (!text) return "";
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[\u2019\u2018'`\u00b4]/g, "")
    .replace(/[^a-z0-9%]+/g, " ")
    .trim();
}

/** 32-bit FNV-1a of a string. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function addWordGrams(counts: Map<number, number>, mask: number, words: string[], prefix: string): void {
  for (let i = 0; i < words.length; i++) {
    const h1 = hashString(`${prefix}${words[i]}`) & mask;
    counts.set(h1, (counts.get(h1) ?? 0) + 1);
    if (i + 1 < words.length) {
      const h2 = hashString(`${prefix}${words[i]} ${words[i + 1]}`) & mask;
      counts.set(h2, (counts.get(h2) ?? 0) + 1);
    }
  }
}

// Counts per bucket, reused between calls (extraction is synchronous); reset through `touched`.
let countBuffer = new Uint16Array(0);

/** The listing's hashed features (sorted indices, L2-normalised log counts). */
export function extractFeatures(input: LearnedInput, spec: FeatureSpec): SparseFeatures {
  const size = 1 << spec.bits;
  const mask = size - 1;
  if (countBuffer.length !== size) countBuffer = new Uint16Array(size);
  const counts = countBuffer;
  const touched: number[] = [];
  const count = (h: number) => {
    if (counts[h]!++ === 0) touched.push(h);
  };
  const name = normaliseForModel(input.name);
  const description = normaliseForModel(input.description);
  const text = ` ${[name, description].filter(Boolean).join(" ")} `;
  const [lo, hi] = spec.charRange;
  // FNV-1a is sequential: extending the hash of text[i, i+n) by one character gives text[i, i+n+1)'s,
  // so every n-gram starting at i is hashed in one pass, without slicing (same values as hashString).
  for (let i = 0; i + lo <= text.length; i++) {
    let h = 0x811c9dc5;
    for (let n = 1; n <= hi && i + n <= text.length; n++) {
      h = Math.imul(h ^ text.charCodeAt(i + n - 1), 0x01000193);
      if (n >= lo) count((h >>> 0) & mask);
    }
  }
  if (spec.words) {
    const wordCounts = new Map<number, number>();
    addWordGrams(wordCounts, mask, text.trim().split(" ").filter(Boolean), "w:");
    addWordGrams(wordCounts, mask, name.split(" ").filter(Boolean), "n:");
    for (const [h, c] of wordCounts) for (let k = 0; k < c; k++) count(h);
  }
  touched.sort((a, b) => a - b);
  const indices = Uint32Array.from(touched);
  const values = new Float32Array(indices.length);
  let norm = 0;
  for (let i = 0; i < indices.length; i++) {
    const v = 1 + Math.log(counts[indices[i]!]!);
    counts[indices[i]!] = 0;
    values[i] = v;
    norm += v * v;
  }
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  for (let i = 0; i < values.length; i++) values[i]! *= scale;
  return { indices, values };
}
