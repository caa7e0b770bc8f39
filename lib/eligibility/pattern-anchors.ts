/**
 * The first letters a catalogue pattern's match can start with, so the classifier tries only the
 * patterns that can match one of a listing's words (compile-catalogue.ts indexes them).
 */

/** Index of the parenthesis closing the one at `open`, or -1. */
function closingParen(src: string, open: number): number {
  let depth = 0;
  let inClass = false;
  for (let i = open; i < src.length; i++) {
    const c = src[i];
    if (c === "\\") return -1;
    if (inClass) {
      if (c === "]") inClass = false;
      continue;
    }
    if (c === "[") inClass = true;
    else if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return i;
  }
  return -1;
}

/** Splits at top-level `|`. */
function splitAlternatives(src: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let inClass = false;
  let start = 0;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (inClass) {
      if (c === "]") inClass = false;
    } else if (c === "[") inClass = true;
    else if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === "|" && depth === 0) {
      out.push(src.slice(start, i));
      start = i + 1;
    }
  }
  out.push(src.slice(start));
  return out;
}

const QUANTIFIERS = "?*{";

/** Anchors of a pattern that opens with a group: the group's, plus what follows an optional one. */
function groupAnchors(s: string): string[] | null {
  const close = closingParen(s, 0);
  if (close < 0) return null;
  let inner = s.slice(1, close);
  if (inner.startsWith("?:")) inner = inner.slice(2);
  else if (inner.startsWith("?")) return null;
  const after = s[close + 1];
  const innerKeys = patternAnchors(inner);
  if (!innerKeys) return null;
  if (after && QUANTIFIERS.includes(after)) {
    if (after === "{") return null;
    // Optional group: the pattern may also start with what follows it.
    const rest = s.slice(close + 2);
    const restKeys = rest ? patternAnchors(rest) : null;
    return restKeys ? [...innerKeys, ...restKeys] : null;
  }
  return innerKeys;
}

/** Up to 3 letters/digits of the literal word a pattern starts with, or null. */
function literalAnchor(s: string): string[] | null {
  let literal = "";
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (!/[a-z0-9 ]/.test(c)) break;
    const next = s[i + 1];
    if (next && QUANTIFIERS.includes(next)) break;
    literal += c;
    if (next === "+") break;
  }
  const firstWord = literal.split(" ")[0] ?? "";
  if (!firstWord) return null;
  return [firstWord.slice(0, 3)];
}

/**
 * The possible starts of what a pattern matches: up to 3 letters/digits of its first word, for
 * every way the pattern can begin. Null when the pattern can start with anything (a character
 * class, an optional group at the very end...): such patterns are always tried.
 */
export function patternAnchors(src: string): string[] | null {
  if (src.includes("\\")) return null;
  const alternatives = splitAlternatives(src);
  if (alternatives.length > 1) {
    const keys: string[] = [];
    for (const alt of alternatives) {
      const k = patternAnchors(alt);
      if (!k) return null;
      keys.push(...k);
    }
    return keys;
  }
  let s = src;
  // Leading lookbehinds constrain what comes before, not what is matched.
  while (s.startsWith("(?<!") || s.startsWith("(?<=")) {
    const close = closingParen(s, 0);
    if (close < 0) return null;
    s = s.slice(close + 1);
  }
  if (!s) return null;
  return s[0] === "(" ? groupAnchors(s) : literalAnchor(s);
}
