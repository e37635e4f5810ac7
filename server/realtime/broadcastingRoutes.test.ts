import Pusher from 'pusher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type SignedIn, startTestServer, type TestServer } from '../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../tests/support/testDatabases';
import { loadConfig } from '../config/loadConfig';
import { broadcastingConfig } from './broadcastingConfig';

const EN = { 'accept-language': 'en' };
const SOCKET = '1234.5678';

describe('broadcasting config from APP_URL', () => {
  it('behind a TLS proxy reports port 443 and forces TLS', () => {
    const config = loadConfig({ APP_URL: 'https://oa.example.com', PORT: '8080' });
    expect(broadcastingConfig(config, 'k')).toMatchObject({
      broadcaster: 'reverb',
      key: 'k',
      wsHost: 'oa.example.com',
      wsPort: 443,
      wssPort: 443,
      forceTLS: true,
      enabledTransports: ['ws', 'wss'],
    });
  });

  it('over plain http reports the server port, without TLS', () => {
    expect(broadcastingConfig(loadConfig({ PORT: '9090' }), 'k')).toMatchObject({
      wsHost: 'localhost',
      wsPort: 9090,
      forceTLS: false,
    });
    expect(broadcastingConfig(loadConfig({ APP_URL: 'http://oa.lan', PORT: '8081' }), 'k').wsPort).toBe(8081);
  });

  it('takes REALTIME_PUBLIC_HOST, _PORT and _TLS over APP_URL', () => {
    const config = loadConfig({
      APP_URL: 'http://10.0.0.5:8080',
      REALTIME_PUBLIC_HOST: 'ws.example.com',
      REALTIME_PUBLIC_PORT: '8443',
      REALTIME_PUBLIC_TLS: 'true',
    });
    expect(broadcastingConfig(config, 'k')).toMatchObject({
      wsHost: 'ws.example.com',
      wsPort: 8443,
      wssPort: 8443,
      forceTLS: true,
    });
  });
});

describe.each(testDatabaseTargets())('broadcasting routes on $name', (target) => {
  let t: TestServer;
  let staff: SignedIn;
  let manager: SignedIn;
  let sdk: Pusher;
  const authorise = (token: string | undefined, payload: unknown, form = false) =>
    t.request({
      method: 'POST',
      url: '/api/broadcasting/auth',
      headers: {
        ...EN,
        ...(token ? bearer(token) : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      payload: form ? new URLSearchParams(payload as Record<string, string>).toString() : (payload as object),
    });

  beforeAll(async () => {
    t = await startTestServer(target);
    staff = await t.signIn('staff');
    manager = await t.signIn('manager');
    const app = t.server.ctx.realtime.app;
    sdk = new Pusher({ appId: app.appId, key: app.key, secret: app.secret, host: '127.0.0.1' });
  });
  afterAll(async () => t.close());

  it('serves the client configuration to anyone', async () => {
    const res = await t.request({ method: 'GET', url: '/api/broadcasting/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      broadcaster: 'reverb',
      key: t.server.ctx.realtime.app.key,
      wsHost: 'localhost',
      forceTLS: false,
      authEndpoint: '/api/broadcasting/auth',
    });
  });

  it("signs the user's own channel, JSON or form-encoded, exactly as the official SDK would", async () => {
    const channel = `private-App.Models.User.${staff.user.id}`;
    const expected = sdk.authorizeChannel(SOCKET, channel);
    const json = await authorise(staff.token, { socket_id: SOCKET, channel_name: channel });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual(expected);
    const form = await authorise(staff.token, { socket_id: SOCKET, channel_name: channel }, true);
    expect(form.statusCode).toBe(200);
    expect(form.json()).toEqual(expected);
  });

  it("refuses someone else's channel, unknown private channels and public channels with a translated 403", async () => {
    for (const channel of [
      `private-App.Models.User.${manager.user.id}`,
      'private-secret-things',
      'private-encrypted-App.Models.User.1',
      'presence-elsewhere',
      'news',
    ]) {
      const res = await authorise(staff.token, { socket_id: SOCKET, channel_name: channel });
      expect(res.statusCode, channel).toBe(403);
      expect(res.json().message).toBe(`You may not join the channel ${channel}.`);
    }
    const tw = await t.request({
      method: 'POST',
      url: '/api/broadcasting/auth',
      headers: bearer(staff.token),
      payload: { socket_id: SOCKET, channel_name: 'private-secret-things' },
    });
    expect(tw.json().message).toBe('您無權加入頻道 private-secret-things。');
  });

  it('signs presence channels with the user id and display info', async () => {
    const res = await authorise(manager.token, { socket_id: SOCKET, channel_name: 'presence-online' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(JSON.parse(body.channel_data)).toEqual({
      user_id: String(manager.user.id),
      user_info: { id: manager.user.id, name: '王大同', account: 'manager' },
    });
    expect(body.auth).toBe(
      sdk.authorizeChannel(SOCKET, 'presence-online', JSON.parse(body.channel_data)).auth,
    );
  });

  it('needs a signed-in user', async () => {
    const res = await authorise(undefined, { socket_id: SOCKET, channel_name: 'presence-online' });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['a missing socket id', { channel_name: 'presence-online' }, 'socket_id'],
    ['a malformed socket id', { socket_id: '12.x', channel_name: 'presence-online' }, 'socket_id'],
    ['a numeric socket id', { socket_id: 1234.5678, channel_name: 'presence-online' }, 'socket_id'],
    ['a channel name with spaces', { socket_id: SOCKET, channel_name: 'private-a b' }, 'channel_name'],
    [
      'an over-long channel name',
      { socket_id: SOCKET, channel_name: `private-${'a'.repeat(200)}` },
      'channel_name',
    ],
  ])('answers %s with 422', async (_name, payload, field) => {
    const res = await authorise(staff.token, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field][0]).toEqual(expect.any(String));
  });

  it('answers a repeated form field with 422', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/broadcasting/auth',
      headers: { ...EN, ...bearer(staff.token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: `socket_id=${SOCKET}&socket_id=1.2&channel_name=presence-online`,
    });
    expect(res.statusCode).toBe(422);
  });
});
