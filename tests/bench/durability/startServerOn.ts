import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type NodeProcess, startNodeProcess } from '../realtime/startNodeProcess';

export interface ServerOn extends NodeProcess {
  baseUrl: string;
}

/**
 * The real server (`npm start`: server/cli/start.ts) in a process of its own, on a data
 * folder and database the caller keeps, so it can be killed and started again on the same
 * ones: the embedded PGlite under `dataDir` when `databaseUrl` is absent. The demo
 * organisation is seeded into an empty database on the first start only.
 */
export async function startServerOn(options: {
  dataDir: string;
  databaseUrl?: string | undefined;
  port: number;
  /** A folder with an index.html (the built app, or a stand-in: these runs need only the API). */
  webDir: string;
}): Promise<ServerOn> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const server = await startNodeProcess({
    script: 'server/cli/start.ts',
    env: {
      // A developer's own database or Redis must never receive test data.
      DATABASE_URL: options.databaseUrl ?? '',
      REDIS_URL: '',
      DATA_DIR: options.dataDir,
      HOST: '127.0.0.1',
      PORT: String(options.port),
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      WEB_DIR: options.webDir,
    },
    readyUrl: `${baseUrl}/up`,
  });
  return { ...server, baseUrl };
}

/**
 * A web folder holding only an index.html: start.ts builds the app when WEB_DIR has none
 * (a minute of vite), which API-only runs do not need. The caller removes it.
 */
export async function makeStandInWebDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'atrium-web-stand-in-'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Atrium</title>\n');
  return dir;
}
