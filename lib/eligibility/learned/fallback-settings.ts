/** When the learned fallback may change an answer (see apply-learned-fallback.ts). */
export type FallbackScope = "no_evidence" | "reviewed";

export interface FallbackSettings {
  scope: FallbackScope;
  /** The model's probability from which it may move an answer to its label (with review); Infinity: never. */
  move_threshold: number;
  /** The probability from which it may confirm a reviewed not_eligible answer (no review); Infinity: never. */
  confirm_threshold: number;
}
