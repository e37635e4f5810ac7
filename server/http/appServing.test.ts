import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../tests/support/testDatabases';

describe('serving the web app, translations and the health check', () => {
  let t: TestServer;
  const webDir = mkdtempSync(path.join(tmpdir(), 'atrium-web-'));
  beforeAll(async () => {
    mkdirSync(path.join(webDir, 'assets'));
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(
      path.join(webDir, 'assets', 'app-3f2a1b.js'),
      `console.log(${JSON.stringify('x'.repeat(5000))});`,
    );
    writeFileSync(path.join(webDir, 'favicon.svg'), '<svg/>');
    t = await startTestServer(testDatabaseTargets()[0]!, { webDir });
  });
  afterAll(async () => t.close());

  it('answers GET /up', async () => {
    const res = await t.request({ method: 'GET', url: '/up' });
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('serves index.html for / and for any client route, never cached', async () => {
    for (const url of ['/', '/home', '/sc/list?x=1', '/reset-password/abc']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('id="root"');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year, compressed', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/assets/app-3f2a1b.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('console.log');
    const icon = await t.request({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers unknown API paths with a JSON 404, not the web app', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/nothing/here',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'The requested item was not found.' });
    expect((await t.request({ method: 'POST', url: '/whatever' })).statusCode).toBe(404);
  });

  it('serves each module of messages in all four languages, with an ETag', async () => {
    const res = await t.request({ method: 'GET', url: '/lang/json-data/auth' });
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['cn', 'en', 'jp', 'tw']);
    expect(body.tw.login.failed).toBe('帳號或密碼錯誤。');
    const again = await t.request({
      method: 'GET',
      url: '/lang/json-data/auth',
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect((await t.request({ method: 'GET', url: '/lang/json-data/nope' })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/lang/json-data/..%2Fpackage' })).statusCode).toBe(404);
  });

  it('records the migration history by id', async () => {
    const rows = await t.server.ctx.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .execute();
    expect(rows.map((r) => (r as { name: string }).name)).toContain('0001_core');
  });
});
