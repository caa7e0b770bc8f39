"use client";

import { useState } from "react";

/**
 * Counts the times `open` turned true. A dialog keys its body by it, so every opening mounts a
 * fresh form (its state starts from the props) instead of resetting fields in an effect; closing
 * keeps the key, so the closing dialog still hands focus back to its trigger.
 */
export function useOpening(open: boolean): number {
  const [seen, setSeen] = useState({ open, count: 0 });
  // Adjusting state while rendering (React's pattern for reacting to a prop change).
  if (seen.open !== open) setSeen({ open, count: open ? seen.count + 1 : seen.count });
  return open === seen.open ? seen.count : seen.count + (open ? 1 : 0);
}
