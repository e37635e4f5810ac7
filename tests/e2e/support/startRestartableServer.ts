import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type NodeProcess, startNodeProcess } from '../../bench/realtime/startNodeProcess';
import { findFreePort } from './findFreePort';
import { distDir } from './repoPaths';

export interface RestartableServer {
  /** e.g. http://127.0.0.1:41234, the same across restarts. */
  baseUrl: string;
  /** SIGTERM and wait for the exit (clients are told 4200 first); resolves with how it ended. */
  stop: () => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Starts it again on the same port with the same data folder; resolves once /up answers 200. */
  start: () => Promise<void>;
  /** Stops it if running and removes its data folder. */
  close: () => Promise<void>;
}

/**
 * The real server as `npm start` runs it (server/cli/start.ts), in a process of its own so a
 * test can stop and start it again, as an operator restarting the service would: same
 * port, same DATA_DIR (embedded database, secrets, hence the same signing keys and
 * realtime app key, so open pages stay signed in), the demo organisation seeded on the
 * first start and the web app built by the e2e global setup.
 */
export async function startRestartableServer(): Promise<RestartableServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atrium-e2e-restart-'));
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    // A developer's own database or Redis must never receive test data.
    DATABASE_URL: '',
    REDIS_URL: '',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    WEB_DIR: distDir,
  };
  let running: NodeProcess | undefined;
  const start = async () => {
    if (running?.isRunning()) throw new Error('the server is already running');
    running = await startNodeProcess({
      script: 'server/cli/start.ts',
      env,
      readyUrl: `${baseUrl}/up`,
      ownedDir: dataDir,
    });
  };
  const stop = async () => {
    if (!running) throw new Error('the server was not started');
    const process = running;
    running = undefined;
    return process.stop();
  };
  try {
    await start();
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl,
    start,
    stop,
    close: async () => {
      try {
        if (running?.isRunning()) await stop();
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}
