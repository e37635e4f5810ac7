import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { binPath, repoRoot } from './e2e/support/repoPaths';

/**
 * `npm test`: every check in order, stopping at the first failure. Cheap checks
 * run first so a type error is reported in seconds, not after the browser tests.
 * The last line is always `N passed, N failed` (tests across the vitest runs),
 * which CI and people can read without parsing vitest's own output.
 */
interface Step {
  title: string;
  bin: string;
  args: string[];
  /** Where this step's vitest JSON report goes, when it is a vitest run. */
  report?: string;
  env?: Record<string, string>;
}

const reportsDir = path.join(repoRoot, '.tmp');
const vitestReport = (name: string) => path.join(reportsDir, `vitest-${name}.json`);
const vitestArgs = (report: string) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
];

const steps: Step[] = [
  { title: 'Type check (tsc)', bin: 'tsc', args: ['-p', 'tsconfig.json', '--noEmit'] },
  { title: 'Lint and format check (biome)', bin: 'biome', args: ['check', '.'] },
  {
    title: 'Descriptor check (entity and route descriptors)',
    bin: 'tsx',
    args: ['server/cli/checkDescriptors.ts'],
  },
  {
    title: 'Unit and server tests (vitest: unit, server)',
    bin: 'vitest',
    // Vitest runs one file at a time on two cores (its default is cores - 1); the server tests
    // wait on PostgreSQL and the jsdom tests on timers, so two at a time keep both cores busy.
    // The suites are written to pass beside each other (their own databases, data dirs, ports).
    args: [
      'run',
      '--project',
      'unit',
      '--project',
      'server',
      `--maxWorkers=${Math.max(2, availableParallelism() - 1)}`,
      ...vitestArgs(vitestReport('unit-server')),
    ],
    report: vitestReport('unit-server'),
  },
  { title: 'Web build (vite build)', bin: 'vite', args: ['build'] },
  {
    title: 'Browser tests (vitest: e2e)',
    bin: 'vitest',
    args: ['run', '--project', 'e2e', ...vitestArgs(vitestReport('e2e'))],
    report: vitestReport('e2e'),
    // The build step above just built dist/ from this code; the e2e global setup need not build it again.
    env: { ATRIUM_E2E_WEB_BUILT: '1' },
  },
];

interface Counts {
  passed: number;
  failed: number;
  /** Test files that failed without a failing test (an import error, a failing hook). */
  failedFiles: number;
}

function readCounts(report: string): Counts | undefined {
  if (!existsSync(report)) return undefined;
  let parsed: { numPassedTests?: number; numFailedTests?: number; numFailedTestSuites?: number };
  try {
    parsed = JSON.parse(readFileSync(report, 'utf8')) as typeof parsed;
  } catch (error) {
    // A half-written report (vitest killed mid-write) must not hide the totals line.
    console.log(
      `unreadable vitest report ${report}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return undefined;
  }
  return {
    passed: parsed.numPassedTests ?? 0,
    failed: parsed.numFailedTests ?? 0,
    failedFiles: parsed.numFailedTestSuites ?? 0,
  };
}

function run(step: Step): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(binPath(step.bin), step.args, {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, ...step.env },
    });
    child.on('error', (error) => {
      console.error(`could not start ${step.bin}: ${error.message}`);
      resolve(1);
    });
    // A signal (e.g. the OOM killer) is a failure too, reported as 1.
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function main(): Promise<number> {
  mkdirSync(reportsDir, { recursive: true });
  const totals = { passed: 0, failed: 0 };
  const started = Date.now();
  let failedStep: string | undefined;

  for (const [index, step] of steps.entries()) {
    console.log(`\n=== [${index + 1}/${steps.length}] ${step.title} ===\n`);
    // A stale report from an earlier run must never be counted as this run's.
    if (step.report) rmSync(step.report, { force: true });
    const stepStarted = Date.now();
    const code = await run(step);
    const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);

    if (step.report) {
      const counts = readCounts(step.report);
      if (counts) {
        totals.passed += counts.passed;
        totals.failed += counts.failed;
        // The totals count tests; say why the step failed when no test did.
        if (code !== 0 && counts.failed === 0) {
          console.log(
            counts.failedFiles > 0
              ? `${counts.failedFiles} test file(s) failed to run (see above)`
              : 'vitest failed outside the tests, e.g. an unhandled error (see above)',
          );
        }
      } else if (code !== 0) {
        console.log('vitest wrote no report (it failed before running tests; see above)');
      }
    }
    console.log(`\n--- ${step.title}: ${code === 0 ? 'ok' : `FAILED (exit code ${code})`} in ${seconds} s`);
    if (code !== 0) {
      failedStep = step.title;
      break;
    }
  }

  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(
    `\n=== ${failedStep ? `FAILED at: ${failedStep}` : 'All checks passed'} (${minutes} min) ===\n`,
  );
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  return failedStep ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    console.log('0 passed, 0 failed');
    process.exit(1);
  },
);
