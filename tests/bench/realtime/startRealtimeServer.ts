import { randomBytes, randomInt } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '../../e2e/support/findFreePort';
import { type NodeProcess, startNodeProcess } from './startNodeProcess';

export interface RealtimeApp {
  appId: string;
  key: string;
  secret: string;
}

export interface RealtimeServer {
  process: NodeProcess;
  baseUrl: string;
  port: number;
  /** Where a protocol-7 client connects, as pusher-js would. */
  socketUrl: string;
  app: RealtimeApp;
  /** Stops the server and removes its data folder. */
  stop: () => Promise<void>;
}

/**
 * Starts Atrium as `npm start` does (server/cli/start.ts) in its own process, on a free
 * port of 127.0.0.1 with a fresh DATA_DIR. The app credentials are given by environment
 * (loadSecrets lets them win over secrets.json) so the load generator can sign without
 * reading the data folder. No demo seed and a stub web folder: neither is needed here,
 * and both would only slow the start (start.ts would otherwise build the web app).
 */
export async function startRealtimeServer(
  env: Record<string, string> = {},
  /** The app credentials to use, to start several instances of one app (they share Redis). */
  sharedApp?: RealtimeApp,
): Promise<RealtimeServer> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'atrium-bench-rt-'));
  try {
    const webDir = path.join(root, 'web');
    await mkdir(webDir);
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>bench</title>\n');
    const port = await findFreePort();
    const app: RealtimeApp = sharedApp ?? {
      appId: String(randomInt(100000, 999999)),
      key: randomBytes(10).toString('hex'),
      secret: randomBytes(24).toString('hex'),
    };
    const baseUrl = `http://127.0.0.1:${port}`;
    const child = await startNodeProcess({
      script: 'server/cli/start.ts',
      readyUrl: `${baseUrl}/up`,
      ownedDir: root,
      env: {
        DATABASE_URL: '',
        // A REDIS_URL from the caller's shell would measure Redis fan-out instead of one instance.
        REDIS_URL: '',
        SEED_DEMO: '0',
        DATA_DIR: path.join(root, 'data'),
        WEB_DIR: webDir,
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        REALTIME_APP_ID: app.appId,
        REALTIME_APP_KEY: app.key,
        REALTIME_APP_SECRET: app.secret,
        ...env,
      },
    });
    return {
      process: child,
      baseUrl,
      port,
      socketUrl: `ws://127.0.0.1:${port}/app/${app.key}?protocol=7&client=atrium-bench&version=1`,
      app,
      stop: async () => {
        await child.stop();
        await rm(root, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }
}
