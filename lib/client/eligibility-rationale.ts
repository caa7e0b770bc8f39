// The bot's rationale as a merchant reads it beside the signal chips and the confidence badge.

/**
 * The rationale without its "Signals: …" and "Confidence …" sentences (shown as chips and a badge
 * instead), keeping what the learned model said after them ("Second reading: …", "Learned
 * fallback: …"): that is why an answer needs review, or why it does not.
 */
export function shortRationale(rationale: string | null): string | null {
  if (!rationale) return rationale;
  const cut = rationale.search(/ Signals: | Confidence \d/);
  if (cut <= 0) return rationale;
  const model = rationale.search(/ (Second reading|Learned fallback): /);
  return rationale.slice(0, cut) + (model > cut ? rationale.slice(model) : "");
}
