import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import pino, { type Logger } from 'pino';
import type { EntityDescriptor } from '../../schemas/core/entityDescriptorSchema';
import type { EntityRulesRegistry } from '../../server/resources/entityRules';
import { type AppConfig, loadConfig } from '../../server/config/loadConfig';
import { type RunningServer, startServer } from '../../server/startServer';
import type { TestDatabaseTarget } from './testDatabases';

export interface TestServer {
  server: RunningServer;
  /** A request through fastify's inject: no socket, same code path as a real request. */
  request: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  /** Signs in and returns the bearer token, the refresh cookie value and the user. */
  signIn: (account: string, password?: string) => Promise<SignedIn>;
  /** POSTs `body` to `url` as the browser uploads a file (raw body, its name in x-file-name), as `who`, in English. */
  upload: (who: SignedIn, url: string, name: string, body: Buffer) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
}

export interface SignedIn {
  token: string;
  refreshCookie: string;
  user: { id: number; account: string; userPermission: Record<string, unknown> };
}

/** Starts the real server (migrated, demo-seeded) on a fresh database of the target, without listening. */
export async function startTestServer(
  target: TestDatabaseTarget,
  overrides: Partial<AppConfig> = {},
  options: {
    entities?: readonly EntityDescriptor[];
    rules?: EntityRulesRegistry;
    /** The server's logger (default: silent); a suite that reports a 500's cause passes its own. */
    logger?: Logger;
  } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-test-'));
  const { databaseUrl, drop } = await target.create();
  const config = loadConfig(
    { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    { seedDemo: true, webDir: path.join(dataDir, 'no-web'), ...overrides },
  );
  const server = await startServer(config, {
    listen: overrides.port !== undefined,
    logger: options.logger ?? pino({ level: 'silent' }),
    ...(options.entities ? { entities: options.entities } : {}),
    ...(options.rules ? { rules: options.rules } : {}),
  });
  // The demo's files are read in the background: done before a test starts, so nothing it
  // watches (announcements on the cache channel, the job queue) moves on its own.
  await server.ctx.jobs.runUntilIdle();
  const request = (options: InjectOptions) => server.app.inject(options);
  const signIn = async (account: string, password = 'demo1234'): Promise<SignedIn> => {
    const res = await request({ method: 'POST', url: '/api/sc/user/login', payload: { account, password } });
    if (res.statusCode !== 200)
      throw new Error(`sign-in of ${account} failed: ${res.statusCode} ${res.body}`);
    const cookie = res.cookies.find((c) => c.name === 'atrium_refresh');
    const body = res.json() as { access_token: string; user: SignedIn['user'] };
    return { token: body.access_token, refreshCookie: cookie?.value ?? '', user: body.user };
  };
  const upload = (who: SignedIn, url: string, name: string, body: Buffer) =>
    request({
      method: 'POST',
      url,
      headers: {
        ...bearer(who.token),
        'accept-language': 'en',
        'content-type': 'application/octet-stream',
        'x-file-name': encodeURIComponent(name),
      },
      payload: body,
    });
  return {
    server,
    request,
    signIn,
    upload,
    close: async () => {
      await server.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}
