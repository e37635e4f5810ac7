import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../e2e/support/repoPaths';
import type { BenchRow } from './BenchRow';
import { printBenchTable } from './printBenchTable';

/**
 * The end of a benchmark run: prints the table, the machine's load (timings mean
 * little on a busy machine) and any failures, writes everything to
 * tests/bench/results/{name}-{time}.json, and answers the exit code: 1 when a
 * row failed or missed its target.
 */
export function finishBenchRun(run: {
  name: string;
  rows: readonly BenchRow[];
  errors: Record<string, string>;
  loadBefore: number;
  /** Everything else the results file should keep (full results, knobs). */
  details: Record<string, unknown>;
}): number {
  const loadAfter = os.loadavg()[0]!;
  printBenchTable(run.rows);
  console.log(
    `\nLoad average (1 min): ${run.loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after, on ${os.cpus().length} cores`,
  );
  for (const [name, message] of Object.entries(run.errors)) console.log(`\n${name} failed:\n${message}`);

  const resultsDir = path.join(repoRoot, 'tests', 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${run.name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const machine = {
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? '',
    platform: process.platform,
    loadAverageBefore: run.loadBefore,
    loadAverageAfter: loadAfter,
  };
  const body = { at: new Date().toISOString(), machine, ...run.details, errors: run.errors };
  writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
  console.log(`\nResults written to ${path.relative(repoRoot, file)}`);
  const missed = (r: BenchRow) =>
    r.status === 'FAILED' || r.status === 'OVER TARGET' || r.status === 'BELOW TARGET';
  return run.rows.some(missed) ? 1 : 0;
}
