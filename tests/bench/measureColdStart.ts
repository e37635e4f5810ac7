import { percentile } from './percentile';
import { spawnServerProcess } from './spawnServerProcess';

export const COLD_START_TARGET_MS = 5000;

export interface ColdStartResult {
  runsMs: number[];
  medianMs: number;
  targetMs: number;
  /** Exit code of each run after SIGTERM; graceful shutdown means 0 every time. */
  exitCodes: Array<number | null>;
  gracefulShutdown: boolean;
}

/**
 * Cold start as a user meets it: a fresh DATA_DIR (so secrets are generated,
 * PGlite is created, migrations run and the demo organisation is seeded) with
 * the web already built, timed from spawn to the first 200 from GET /up.
 */
export async function measureColdStart(runs = 3): Promise<ColdStartResult> {
  const runsMs: number[] = [];
  const exitCodes: Array<number | null> = [];
  for (let i = 0; i < runs; i++) {
    const server = await spawnServerProcess();
    runsMs.push(Math.round(server.readyMs));
    const { code } = await server.stop();
    exitCodes.push(code);
  }
  return {
    runsMs,
    medianMs: percentile(runsMs, 50),
    targetMs: COLD_START_TARGET_MS,
    exitCodes,
    gracefulShutdown: exitCodes.every((code) => code === 0),
  };
}
