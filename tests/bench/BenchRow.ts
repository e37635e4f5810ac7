/** One line of the benchmark table that npm run bench (and bench:realtime) prints. */
export interface BenchRow {
  measurement: string;
  result: string;
  target: string;
  status: 'ok' | 'OVER TARGET' | 'BELOW TARGET' | 'FAILED' | '';
}
