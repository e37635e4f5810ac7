import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../../server/config/loadConfig';
import { type RunningServer, startServer } from '../../../server/startServer';
import { findFreePort } from './findFreePort';
import { distDir } from './repoPaths';

export interface E2eServer {
  /** e.g. http://127.0.0.1:41234, no trailing slash. */
  baseUrl: string;
  server: RunningServer;
  /** Stops the server and removes its data folder. */
  close: () => Promise<void>;
}

/**
 * Starts the real server in this process on a free port, with a fresh data
 * folder (embedded PGlite, new secrets), the demo organisation seeded and the
 * built web app from dist/. `env` adds or overrides environment variables,
 * e.g. `{ DATABASE_URL: url }` to run against PostgreSQL.
 */
export async function startE2eServer(env: Record<string, string> = {}): Promise<E2eServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atrium-e2e-data-'));
  const port = await findFreePort();
  const config = loadConfig({
    ...process.env,
    // A developer's own DATABASE_URL must never receive test data: embedded unless the caller asks.
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    WEB_DIR: distDir,
    ...env,
  });
  let server: RunningServer;
  try {
    server = await startServer(config, { listen: true });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    server,
    close: async () => {
      try {
        await server.close();
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}
