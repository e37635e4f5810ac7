import type { BenchRow } from './BenchRow';

/** Prints the benchmark rows: padded columns separated by ' | '. */
export function printBenchTable(rows: readonly BenchRow[]): void {
  const keys = ['measurement', 'result', 'target', 'status'] as const;
  const headers: Record<(typeof keys)[number], string> = {
    measurement: 'Measurement',
    result: 'Result',
    target: 'Target',
    status: 'Status',
  };
  const widths = keys.map((k) => Math.max(headers[k].length, ...rows.map((r) => r[k].length)));
  const line = (r: Record<(typeof keys)[number], string>) =>
    keys
      .map((k, i) => r[k].padEnd(widths[i]!))
      .join(' | ')
      .trimEnd();
  console.log(`\n${line(headers)}`);
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const row of rows) console.log(line(row));
}
