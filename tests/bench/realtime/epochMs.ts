/**
 * Wall-clock milliseconds with sub-millisecond precision. The publisher stamps events with
 * it and receivers subtract it; `Date.now()` alone would round every latency to whole ms,
 * and `performance.now()` alone means nothing in another process.
 */
export function epochMs(): number {
  return performance.timeOrigin + performance.now();
}
