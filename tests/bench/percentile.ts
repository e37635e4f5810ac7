/**
 * The nearest-rank percentile of a list of numbers (p in 0..100): the smallest
 * value that at least p% of the values are at or below. `percentile([3, 1, 2], 50)` is 2.
 * Nearest-rank reports a value that was really observed, never an interpolation.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}
