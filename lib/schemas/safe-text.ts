/**
 * What PostgreSQL can store, checked before anything reaches it.
 *
 * - `text` and `jsonb` cannot hold U+0000 (NUL): PostgreSQL refuses the statement.
 * - A UTF-16 surrogate that is not half of a pair (`"\ud800"` in JSON) is not a character: jsonb
 *   refuses it ("Unicode low surrogate must follow a high surrogate") and a text column would
 *   silently store U+FFFD instead.
 *
 * Both are refused in every string of every request (values and object keys, at any depth) with
 * `422 string_invalid_character`. Everything else Unicode has (RTL marks, emoji, noncharacters)
 * is stored as sent.
 *
 * No zod here: the HTTP layer walks raw JSON with it, and the schemas (lib/schemas/common.ts)
 * build their string checks on the same pattern.
 */

/** Matches a string with no NUL and no unpaired surrogate (in `u` mode a lone surrogate is \p{Cs}). */
export const SAFE_TEXT_PATTERN = /^[^\u0000\p{Cs}]*$/u;

export const INVALID_CHARACTER_TYPE = "string_invalid_character";
export const INVALID_CHARACTER_MSG = "Text may not contain NUL (U+0000) or unpaired UTF-16 surrogates.";

export function isSafeText(value: string): boolean {
  return SAFE_TEXT_PATTERN.test(value);
}

/** Deepest nesting of objects and arrays a request body may have (the wrapper object is level 1). */
export const MAX_JSON_DEPTH = 32;

export type JsonPath = (string | number)[];

export type UnsafeJson = {
  /** Where a string (or an object key, `key: true`) holds a character PostgreSQL cannot store. */
  invalid: { path: JsonPath; key: boolean }[];
  /** The first container nested deeper than `maxDepth`, if any. */
  tooDeep: JsonPath | null;
};

/**
 * Walks parsed JSON (iteratively: any depth is safe) for strings and keys PostgreSQL cannot
 * store and for nesting deeper than `maxDepth`. Stops after `limit` findings.
 */
export function inspectJson(value: unknown, options: { maxDepth?: number; limit?: number } = {}): UnsafeJson {
  const maxDepth = options.maxDepth ?? Infinity;
  const limit = options.limit ?? 20;
  const out: UnsafeJson = { invalid: [], tooDeep: null };
  // Paths are built only when something is found: each frame keeps its parent and its key.
  type Frame = { value: unknown; depth: number; parent: Frame | null; key: string | number | null };
  const pathOf = (frame: Frame, last?: string | number): JsonPath => {
    const path: JsonPath = last === undefined ? [] : [last];
    for (let f: Frame | null = frame; f && f.key !== null; f = f.parent) path.unshift(f.key);
    return path;
  };
  const stack: Frame[] = [{ value, depth: 0, parent: null, key: null }];
  while (stack.length) {
    const frame = stack.pop()!;
    const v = frame.value;
    if (typeof v === "string") {
      if (!isSafeText(v)) out.invalid.push({ path: pathOf(frame), key: false });
    } else if (v !== null && typeof v === "object") {
      const depth = frame.depth + 1;
      if (depth > maxDepth) {
        out.tooDeep = pathOf(frame);
        return out;
      }
      if (Array.isArray(v)) {
        for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], depth, parent: frame, key: i });
      } else {
        const keys = Object.keys(v);
        for (let i = keys.length - 1; i >= 0; i--) {
          const k = keys[i];
          if (!isSafeText(k)) out.invalid.push({ path: pathOf(frame, k), key: true });
          else stack.push({ value: (v as Record<string, unknown>)[k], depth, parent: frame, key: k });
        }
      }
    }
    if (out.invalid.length >= limit) return out;
  }
  return out;
}
