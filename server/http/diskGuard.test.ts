import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type SignedIn, startTestServer, type TestServer } from '../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../tests/support/testDatabases';
import { registerDiskGuard } from './registerDiskGuard';
import { registerErrorHandling } from './registerErrorHandling';
import { translate } from './translate';

/** The embedded database's disk guard (registerDiskGuard.ts, docs/recovery.md). */
describe('writes while the embedded database disk is almost full', () => {
  let t: TestServer;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await startTestServer(testDatabaseTargets()[0]!);
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());

  it('are refused with 507 and a message, write nothing, and reads go on', async () => {
    const headers = { ...bearer(admin.token), 'accept-language': 'en' };
    // More free space asked for than any disk has: the real statfs of the data folder says "full".
    t.server.ctx.config.minFreeDiskMb = Number.MAX_SAFE_INTEGER / 2 ** 20;
    try {
      const refused = await t.request({
        method: 'POST',
        url: '/api/cm/tag',
        headers,
        payload: { name: 'written on a full disk' },
      });
      expect(refused.statusCode).toBe(507);
      expect(refused.json()).toEqual({ message: translate('en', 'auth:diskFull') });
      const list = await t.request({ method: 'GET', url: '/api/cm/tag?per_page=100', headers });
      expect(list.statusCode).toBe(200);
      expect(list.json().data.map((row: { name: string }) => row.name)).not.toContain(
        'written on a full disk',
      );
    } finally {
      t.server.ctx.config.minFreeDiskMb = 64;
    }
  });
});

describe('registerDiskGuard', () => {
  it('lets writes through again once space is freed, and when it cannot tell', async () => {
    let free: number | Error = 10;
    const app = Fastify();
    app.decorateRequest('lang', 'en');
    registerErrorHandling(app);
    registerDiskGuard(app, {
      dir: '/data',
      minFreeBytes: () => 100,
      freeBytes: async () => {
        if (free instanceof Error) throw free;
        return free;
      },
    });
    app.post('/write', async () => ({ ok: true }));
    app.get('/read', async () => ({ ok: true }));
    expect((await app.inject({ method: 'POST', url: '/write' })).statusCode).toBe(507);
    expect((await app.inject({ method: 'GET', url: '/read' })).statusCode).toBe(200);
    free = 1000;
    expect((await app.inject({ method: 'POST', url: '/write' })).statusCode).toBe(200);
    free = new Error('ENOENT');
    expect((await app.inject({ method: 'POST', url: '/write' })).statusCode).toBe(200);
    await app.close();
  });
});
