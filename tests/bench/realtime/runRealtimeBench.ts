import os from 'node:os';
import { finishBenchRun } from '../finishBenchRun';
import { runRealtimeBenchmarks } from './runRealtimeBenchmarks';

/**
 * `npm run bench:realtime`: only the realtime benchmarks (runBench.ts runs them too).
 * Prints the table, writes tests/bench/results/realtime-{time}.json, exits 1 when a run
 * fails or misses its target.
 */

/** Every step is bounded on its own; this is the backstop so a run can never hang CI. */
const WATCHDOG_MS = 8 * 60_000;

async function main(): Promise<number> {
  // Timings mean little on a busy machine (two cores here): say so rather than report them silently.
  const loadBefore = os.loadavg()[0]!;
  if (loadBefore > os.cpus().length) {
    console.log(
      `Warning: load average ${loadBefore.toFixed(1)} on ${os.cpus().length} cores; timings will be inflated.`,
    );
  }
  const { rows, results, errors } = await runRealtimeBenchmarks();
  return finishBenchRun({ name: 'realtime', rows, errors, loadBefore, details: { results } });
}

// process.exit runs the 'exit' hook of startNodeProcess, which kills any server still running.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));
setTimeout(() => {
  console.error(`realtime benchmarks still running after ${WATCHDOG_MS / 60_000} min: giving up`);
  process.exit(1);
}, WATCHDOG_MS).unref();

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
