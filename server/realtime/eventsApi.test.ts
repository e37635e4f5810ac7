import { createHash, createHmac } from 'node:crypto';
import Pusher from 'pusher';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../tests/support/testDatabases';
import { dataOf, RawClient } from './testing/RawClient';
import { settle } from './testing/waitUntil';
import { API_TIMESTAMP_WINDOW_SECONDS } from './verifyApiSignature';

const [embedded] = testDatabaseTargets();

/** A request signed by hand the way Pusher documents it, to control the timestamp and body. */
function signedUrl(
  base: string,
  app: { appId: string; key: string; secret: string },
  body: string,
  timestamp: number,
): string {
  const path = `/apps/${app.appId}/events`;
  const params: Record<string, string> = {
    auth_key: app.key,
    auth_timestamp: String(timestamp),
    auth_version: '1.0',
    body_md5: createHash('md5').update(body).digest('hex'),
  };
  const query = Object.keys(params)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  const signature = createHmac('sha256', app.secret).update(`POST\n${path}\n${query}`).digest('hex');
  return `${base}${path}?${query}&auth_signature=${signature}`;
}

describe('the signed HTTP events API, driven by the official pusher SDK', () => {
  let t: TestServer;
  let app: { appId: string; key: string; secret: string };
  let sdk: Pusher;
  const clients: RawClient[] = [];
  const connect = async () => {
    const client = await RawClient.connect(t.server.url, app.key);
    clients.push(client);
    return client;
  };
  const sdkFor = (overrides: Partial<{ key: string; secret: string; appId: string }> = {}) => {
    const { hostname, port } = new URL(t.server.url);
    return new Pusher({ ...app, ...overrides, host: hostname, port, useTLS: false });
  };

  beforeAll(async () => {
    t = await startTestServer(embedded!, { port: 0, host: '127.0.0.1' });
    app = t.server.ctx.realtime.app;
    sdk = sdkFor();
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });
  afterAll(async () => t.close());

  it('delivers a triggered event once to each subscriber, except the socket_id given', async () => {
    const [a, b] = await Promise.all([connect(), connect()]);
    await a.subscribe('orders');
    await b.subscribe('orders');
    const response = await sdk.trigger(['orders', 'other'], 'App\\Events\\OrderShipped', { id: 5 });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    const got = await a.next((f) => f.event === 'App\\Events\\OrderShipped');
    expect(dataOf(got)).toEqual({ id: 5 });
    await b.next((f) => f.event === 'App\\Events\\OrderShipped');

    await sdk.trigger('orders', 'App\\Events\\OrderShipped', { id: 6 }, { socket_id: a.socketId });
    await b.next((f) => (dataOf(f) as { id?: number }).id === 6);
    await settle();
    expect(a.count((f) => f.event === 'App\\Events\\OrderShipped')).toBe(1);
    expect(b.count((f) => f.event === 'App\\Events\\OrderShipped')).toBe(2);
  });

  it('delivers a batch', async () => {
    const client = await connect();
    await client.subscribe('orders');
    const response = await sdk.triggerBatch([
      { channel: 'orders', name: 'first', data: { n: 1 } },
      { channel: 'orders', name: 'second', data: 'plain text' },
    ]);
    expect(response.status).toBe(200);
    expect(dataOf(await client.next((f) => f.event === 'first'))).toEqual({ n: 1 });
    expect((await client.next((f) => f.event === 'second')).data).toBe('plain text');
  });

  it('refuses a wrong secret, a wrong key and an unknown app', async () => {
    const client = await connect();
    await client.subscribe('orders');
    await expect(sdkFor({ secret: 'f'.repeat(48) }).trigger('orders', 'x', {})).rejects.toMatchObject({
      status: 401,
    });
    await expect(sdkFor({ key: 'someone-else' }).trigger('orders', 'x', {})).rejects.toMatchObject({
      status: 401,
    });
    await expect(sdkFor({ appId: '1' }).trigger('orders', 'x', {})).rejects.toMatchObject({ status: 404 });
    await settle();
    expect(client.count((f) => f.event === 'x')).toBe(0);
  });

  it('refuses unsigned, stale, future and tampered requests, and accepts a timestamp inside the window', async () => {
    const body = JSON.stringify({ name: 'stamped', channels: ['orders'], data: '{}' });
    const post = (url: string, payload = body) =>
      fetch(url, { method: 'POST', body: payload, headers: { 'content-type': 'application/json' } });
    // Each stamp is taken as its request is made and stays 30 s clear of the window's edge: one
    // `now` for all of them let a loaded machine's delay carry `now + 601` into the window (CI).
    const stamp = (offset: number) => Math.floor(Date.now() / 1000) + offset;
    const outside = API_TIMESTAMP_WINDOW_SECONDS + 30;

    expect((await post(`${t.server.url}/apps/${app.appId}/events`)).status).toBe(401);
    expect((await post(signedUrl(t.server.url, app, body, stamp(-outside)))).status).toBe(401);
    expect((await post(signedUrl(t.server.url, app, body, stamp(outside)))).status).toBe(401);
    const tampered = await post(
      signedUrl(t.server.url, app, body, stamp(0)),
      body.replace('orders', 'admins'),
    );
    expect(tampered.status).toBe(401);
    expect((await tampered.json()).message).toMatch(/body_md5/);
    expect(
      (await post(signedUrl(t.server.url, app, body, stamp(-(API_TIMESTAMP_WINDOW_SECONDS - 100))))).status,
    ).toBe(200);
  });

  it('refuses invalid events (400) and data over 10 kB (413)', async () => {
    const now = Math.floor(Date.now() / 1000);
    // The SDK checks channel names itself, so these bodies are signed by hand.
    for (const body of [
      JSON.stringify({ name: 'x', channels: ['bad channel!'], data: '{}' }),
      JSON.stringify({ name: 'x', channels: ['orders'], data: { not: 'a string' } }),
      JSON.stringify({ name: 'x', channels: [], data: '{}' }),
      'not json',
    ]) {
      const response = await fetch(signedUrl(t.server.url, app, body, now), { method: 'POST', body });
      expect(response.status).toBe(400);
    }
    await expect(sdk.trigger('orders', 'x', 'y'.repeat(11 * 1024))).rejects.toMatchObject({ status: 413 });
  });
});
