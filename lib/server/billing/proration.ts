/**
 * Proration, by one rule (docs/billing.md): for the time left in the period, the old price's
 * amount is credited and the new price's amount charged, each in proportion to the seconds left
 * out of the period's seconds, rounded half up per line (on the magnitude, so a credit and a
 * charge of the same amount cancel exactly). Integer arithmetic: no float ever touches cents.
 */
export function prorate(amount: number, remainingMs: number, periodMs: number): number {
  if (periodMs <= 0) throw new Error("period must be positive");
  const remainingSeconds = BigInt(Math.max(0, Math.floor(remainingMs / 1000)));
  const periodSeconds = BigInt(Math.max(1, Math.floor(periodMs / 1000)));
  const magnitude = BigInt(Math.abs(amount));
  const cents = (magnitude * remainingSeconds * 2n + periodSeconds) / (2n * periodSeconds);
  const value = Number(cents > magnitude ? magnitude : cents);
  return amount < 0 ? -value : value;
}
