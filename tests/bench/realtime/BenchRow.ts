/** One line of the benchmark table; the same shape as runBench.ts's rows, so they can join its table. */
export interface BenchRow {
  measurement: string;
  result: string;
  target: string;
  status: 'ok' | 'OVER TARGET' | 'BELOW TARGET' | 'FAILED' | '';
}
