import type Echo from 'laravel-echo';
import type Pusher from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer, type TestServer } from '../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../tests/support/testDatabases';
import { loadConfig } from '../config/loadConfig';
import { broadcastCacheChanged } from './broadcastCacheChanged';
import { userChannel } from './channelNames';
import { echoClient, pusherClient, type RealtimeTarget, whenConnected } from './testing/echoClients';
import { RawClient } from './testing/RawClient';
import { settle, waitUntil } from './testing/waitUntil';

const [embedded] = testDatabaseTargets();

interface Member {
  id: number;
  name: string;
  account: string;
}

describe('pusher-js and laravel-echo against the server', () => {
  let t: TestServer;
  let target: RealtimeTarget;
  let staff: SignedIn;
  let manager: SignedIn;
  const echoes: Echo<'reverb'>[] = [];
  const pushers: Pusher[] = [];
  const echo = (token: string) => {
    const client = echoClient(target, token);
    echoes.push(client);
    return client;
  };
  const pusher = (...args: Parameters<typeof pusherClient>) => {
    const client = pusherClient(...args);
    pushers.push(client);
    return client;
  };

  beforeAll(async () => {
    t = await startTestServer(embedded!, { port: 0, host: '127.0.0.1' });
    target = { url: t.server.url, key: t.server.ctx.realtime.app.key };
    staff = await t.signIn('staff');
    manager = await t.signIn('manager');
  });
  afterEach(() => {
    for (const client of echoes.splice(0)) client.disconnect();
    for (const client of pushers.splice(0)) client.disconnect();
  });
  afterAll(async () => t.close());

  it('connects pusher-js and gets a socket id', async () => {
    const client = pusher(target);
    expect(await whenConnected(client)).toMatch(/^\d+\.\d+$/);
  });

  it('revalidates cached lists through the public cache channel', async () => {
    const client = echo(staff.token);
    const received: unknown[] = [];
    let subscribed = false;
    client
      .channel('cache')
      .subscribed(() => {
        subscribed = true;
      })
      .listen('CacheUpdated', (data: unknown) => received.push(data));
    await waitUntil('the cache subscription', () => (subscribed ? true : undefined));
    await broadcastCacheChanged(t.server.ctx.realtime, 'departments');
    // Other lists may change meanwhile (the demo's files are read in the background): find ours.
    const got = await waitUntil('CacheUpdated', () =>
      received.find((event) => (event as { list?: string }).list === 'departments'),
    );
    expect(got).toEqual({ list: 'departments', urls: ['/api/sc/department/all'] });
  });

  it("receives events on the user's own private channel, authorised by POST /api/broadcasting/auth", async () => {
    const client = echo(staff.token);
    const received: unknown[] = [];
    let subscribed = false;
    client
      .private(`App.Models.User.${staff.user.id}`)
      .subscribed(() => {
        subscribed = true;
      })
      .listen('NotificationCreated', (data: unknown) => received.push(data));
    await waitUntil('the private subscription', () => (subscribed ? true : undefined));
    await t.server.ctx.realtime.publish(userChannel(staff.user.id), 'App\\Events\\NotificationCreated', {
      id: 1,
    });
    expect(await waitUntil('NotificationCreated', () => received[0])).toEqual({ id: 1 });
  });

  it("refuses someone else's private channel (403 → AuthError) and anonymous clients (401)", async () => {
    const errors: Array<{ type: string; status: number }> = [];
    echo(staff.token)
      .private(`App.Models.User.${manager.user.id}`)
      .error((error: { type: string; status: number }) => errors.push(error));
    const anonymous = pusher(target);
    anonymous
      .subscribe(userChannel(staff.user.id))
      .bind('pusher:subscription_error', (error: { type: string; status: number }) => errors.push(error));
    await waitUntil('both refusals', () => (errors.length === 2 ? true : undefined));
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'AuthError', status: 403 }),
        expect.objectContaining({ type: 'AuthError', status: 401 }),
      ]),
    );
  });

  it('reports a bad signature as a subscription error of type AuthError', async () => {
    const errors: Array<{ type: string; status: number }> = [];
    // An authorizer that returns a forged signature: the server itself must refuse it.
    const client = pusher(target, undefined, {
      channelAuthorization: {
        endpoint: '',
        transport: 'ajax',
        customHandler: (_params, callback) => callback(null, { auth: `${target.key}:${'ab'.repeat(32)}` }),
      },
    });
    client
      .subscribe(userChannel(staff.user.id))
      .bind('pusher:subscription_error', (error: { type: string; status: number }) => errors.push(error));
    const error = await waitUntil('the subscription error', () => errors[0]);
    expect(error).toMatchObject({ type: 'AuthError', status: 401 });
  });

  it('authorises with a JSON body too (a custom authorizer)', async () => {
    let subscribed = false;
    const client = pusher(target, undefined, {
      channelAuthorization: {
        endpoint: '',
        transport: 'ajax',
        customHandler: ({ socketId, channelName }, callback) => {
          fetch(`${target.url}/api/broadcasting/auth`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${staff.token}` },
            body: JSON.stringify({ socket_id: socketId, channel_name: channelName }),
          })
            .then(async (res) => callback(null, await res.json()))
            .catch((error: Error) => callback(error, null));
        },
      },
    });
    client.subscribe(userChannel(staff.user.id)).bind('pusher:subscription_succeeded', () => {
      subscribed = true;
    });
    expect(await waitUntil('the JSON-authorised subscription', () => (subscribed ? true : undefined))).toBe(
      true,
    );
  });

  it('tracks presence with here/joining/leaving and relays whispers to others only', async () => {
    const staffEcho = echo(staff.token);
    const here: Member[][] = [];
    const joining: Member[] = [];
    const leaving: Member[] = [];
    const whispers: unknown[] = [];
    staffEcho
      .join('online')
      .here((members: Member[]) => here.push(members))
      .joining((member: Member) => joining.push(member))
      .leaving((member: Member) => leaving.push(member))
      .listenForWhisper('typing', (data: unknown) => whispers.push(data));
    await waitUntil('staff in the room', () => here[0]);
    expect(here[0]).toEqual([{ id: staff.user.id, name: '李小明', account: 'staff' }]);

    const managerEcho = echo(manager.token);
    const managerHere: Member[][] = [];
    const managerWhispers: unknown[] = [];
    const room = managerEcho
      .join('online')
      .here((members: Member[]) => managerHere.push(members))
      .listenForWhisper('typing', (data: unknown) => managerWhispers.push(data));
    await waitUntil('manager in the room', () => managerHere[0]);
    expect(managerHere[0]!.map((m) => m.account).sort()).toEqual(['manager', 'staff']);
    expect(await waitUntil('joining', () => joining[0])).toEqual({
      id: manager.user.id,
      name: '王大同',
      account: 'manager',
    });

    room.whisper('typing', { draft: true });
    expect(await waitUntil('the whisper', () => whispers[0])).toEqual({ draft: true });
    await settle();
    expect(managerWhispers).toEqual([]);

    managerEcho.leave('online');
    expect(await waitUntil('leaving', () => leaving[0])).toMatchObject({ account: 'manager' });
    expect(joining).toHaveLength(1);
  });
});

describe('pusher-js keeps a connection alive across short activity timeouts', () => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer(embedded!, {
      port: 0,
      host: '127.0.0.1',
      realtime: { ...loadConfig({}).realtime, activityTimeoutSeconds: 1, pongTimeoutSeconds: 1 },
    });
  });
  afterAll(async () => t.close());

  it('answers the ping/pong exchange while a silent raw socket is pruned with 4201', async () => {
    const target = { url: t.server.url, key: t.server.ctx.realtime.app.key };
    const client = pusherClient(target);
    const silent = await RawClient.connect(target.url, target.key);
    try {
      const socketId = await whenConnected(client);
      expect((await silent.closed(5_000)).code).toBe(4201);
      // By now several activity timeouts have passed; pusher-js is still on its first connection.
      await settle(1_500);
      expect(client.connection.state).toBe('connected');
      expect(client.connection.socket_id).toBe(socketId);
    } finally {
      client.disconnect();
      silent.close();
    }
  });
});
