import { percentile } from '../percentile';

export interface LatencySummary {
  samples: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** Nearest-rank percentiles (observed values, see percentile.ts), rounded to 0.1 ms. */
export function summarizeLatencies(values: readonly number[]): LatencySummary {
  let max = Number.NaN;
  // A loop, not Math.max(...values): tens of thousands of arguments can overflow the stack.
  for (const value of values) if (!(value <= max)) max = value;
  return {
    samples: values.length,
    p50Ms: round(percentile(values, 50)),
    p95Ms: round(percentile(values, 95)),
    p99Ms: round(percentile(values, 99)),
    maxMs: round(max),
  };
}
