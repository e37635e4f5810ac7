import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { TestDatabaseTarget } from '../../../tests/support/testDatabases';
import { loadConfig } from '../../config/loadConfig';
import { type OpenedDatabase, openDatabase } from '../../db/openDatabase';
import { type RunningServer, startServer } from '../../startServer';

export interface TestCluster {
  instances: RunningServer[];
  /** Signs in on the first instance; the token works on every instance (shared secrets and sessions). */
  signIn: (account: string) => Promise<{ token: string; user: { id: number; account: string } }>;
  close: () => Promise<void>;
}

/**
 * Several real server instances sharing one database, one data folder (so the same
 * secrets and app key) and one Redis, each listening on its own port, as behind a
 * load balancer. With PGlite the instances share one open database in this process.
 */
export async function startCluster(
  target: TestDatabaseTarget,
  redisUrl: string,
  count = 2,
): Promise<TestCluster> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-cluster-'));
  const { databaseUrl, drop } = await target.create();
  const shared: OpenedDatabase | undefined = databaseUrl
    ? undefined
    : await openDatabase({ dataDir: 'memory://' });
  const config = loadConfig(
    { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    { seedDemo: true, webDir: path.join(dataDir, 'no-web'), port: 0, host: '127.0.0.1', redisUrl },
  );
  const instances: RunningServer[] = [];
  const closed = new Set<RunningServer>();
  const close = async () => {
    for (const instance of instances) if (!closed.has(instance)) await instance.close();
    await shared?.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // One after the other: the first migrates and seeds, the others find it done.
    for (let i = 0; i < count; i++) {
      const instance = await startServer(config, {
        listen: true,
        logger: pino({ level: 'silent' }),
        ...(shared ? { database: shared } : {}),
      });
      const stop = instance.close;
      instance.close = async () => {
        closed.add(instance);
        await stop();
      };
      instances.push(instance);
    }
  } catch (error) {
    await close();
    throw error;
  }
  const signIn = async (account: string) => {
    const res = await fetch(`${instances[0]!.url}/api/sc/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account, password: 'demo1234' }),
    });
    if (res.status !== 200) throw new Error(`sign-in of ${account} failed: ${res.status}`);
    const body = (await res.json()) as { access_token: string; user: { id: number; account: string } };
    return { token: body.access_token, user: body.user };
  };
  return { instances, signIn, close };
}
