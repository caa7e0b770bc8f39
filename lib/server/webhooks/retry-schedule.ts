/**
 * When a failed delivery is tried again: after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h and
 * 24 h (10 attempts over about 3.1 days), each delay with +-20% jitter. An endpoint that has failed
 * every delivery for 5 days is disabled. Test mode runs the same schedule scaled by
 * WEBHOOK_RETRY_SCALE (default 0.001: the 3 days take about 4.5 minutes), so tests and demos
 * do not wait days.
 */
export const RETRY_DELAYS_SECONDS = [5, 300, 1800, 7200, 18_000, 36_000, 50_400, 72_000, 86_400] as const;

export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;

export const DISABLE_AFTER_FAILING_MS = 5 * 86_400_000;

export const DEFAULT_TEST_MODE_SCALE = 0.001;

export function retryScale(testMode: boolean): number {
  if (!testMode) return 1;
  const configured = Number(process.env.WEBHOOK_RETRY_SCALE);
  return Number.isFinite(configured) && configured > 0 ? configured : DEFAULT_TEST_MODE_SCALE;
}

/** Delay before attempt `attempt + 1` after attempt `attempt` failed; null when none is left. */
export function nextRetryDelayMs(attempt: number, testMode: boolean, random: () => number = Math.random): number | null {
  const base = RETRY_DELAYS_SECONDS[attempt - 1];
  if (base === undefined) return null;
  return Math.round(base * 1000 * retryScale(testMode) * (0.8 + random() * 0.4));
}

/** How long an endpoint may fail every delivery before it is disabled. */
export function disableAfterMs(testMode: boolean): number {
  return DISABLE_AFTER_FAILING_MS * retryScale(testMode);
}
