import Pusher from 'pusher';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../tests/support/testDatabases';
import { dataOf, type Frame, RawClient } from './testing/RawClient';
import { settle } from './testing/waitUntil';

// The protocol does not depend on the database, so these run on the embedded one only.
const [embedded] = testDatabaseTargets();

const isError = (code: number) => (f: Frame) =>
  f.event === 'pusher:error' && (dataOf(f) as { code: number }).code === code;

describe('Pusher protocol 7 over a raw WebSocket', () => {
  let t: TestServer;
  let url: string;
  let key: string;
  let sdk: Pusher;
  const clients: RawClient[] = [];
  const connect = async (options: Parameters<typeof RawClient.connect>[2] = {}) => {
    const client = await RawClient.connect(url, key, options);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    t = await startTestServer(embedded!, { port: 0, host: '127.0.0.1' });
    url = t.server.url;
    const app = t.server.ctx.realtime.app;
    key = app.key;
    // The official server SDK signs channels exactly as Pusher does: the reference for our checks.
    sdk = new Pusher({ appId: app.appId, key: app.key, secret: app.secret, host: '127.0.0.1' });
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });
  afterAll(async () => t.close());

  it('establishes the connection with a socket id and a non-zero activity timeout', async () => {
    const client = await connect();
    const data = dataOf(client.frames[0]!) as { socket_id: string; activity_timeout: number };
    expect(client.frames[0]!.event).toBe('pusher:connection_established');
    expect(typeof client.frames[0]!.data).toBe('string');
    expect(data.socket_id).toMatch(/^\d+\.\d+$/);
    expect(data.activity_timeout).toBe(30);
  });

  it('answers pusher:ping with pusher:pong', async () => {
    const client = await connect();
    client.send({ event: 'pusher:ping', data: {} });
    expect((await client.next((f) => f.event === 'pusher:pong')).data).toEqual({});
  });

  it('closes an unknown app key with 4001, after saying so', async () => {
    const client = await RawClient.connect(url, 'not-our-key', { expectRefusal: true });
    clients.push(client);
    expect(await client.closed()).toMatchObject({ code: 4001 });
    expect(client.count(isError(4001))).toBe(1);
  });

  it('refuses an unsupported protocol version with 4007, other upgrade paths with 404 and a garbled key with 400', async () => {
    const client = await RawClient.connect(url, key, { query: 'protocol=99', expectRefusal: true });
    clients.push(client);
    expect((await client.closed()).code).toBe(4007);
    await expect(RawClient.connect(`${url}/elsewhere`, key, { expectRefusal: true })).rejects.toThrow(/404/);
    await expect(RawClient.connect(url, '%E0%A4%A', { expectRefusal: true })).rejects.toThrow(/400/);
    // The server is unharmed.
    expect((await connect()).socketId).toMatch(/^\d+\.\d+$/);
  });

  it('subscribes to a public channel, delivers published events, and stops after unsubscribe', async () => {
    const [a, b, c] = await Promise.all([connect(), connect(), connect()]);
    expect((await a.subscribe('news')).event).toBe('pusher_internal:subscription_succeeded');
    await b.subscribe('news');
    await t.server.ctx.realtime.publish('news', 'App\\Events\\Posted', { title: 'hello' });
    const got = await a.next((f) => f.event === 'App\\Events\\Posted');
    expect(got.channel).toBe('news');
    expect(dataOf(got)).toEqual({ title: 'hello' });
    await b.next((f) => f.event === 'App\\Events\\Posted');

    // The socket that caused an event does not get it back.
    await t.server.ctx.realtime.publish(
      'news',
      'App\\Events\\Posted',
      { title: 'second' },
      { exceptSocketId: a.socketId },
    );
    await b.next(
      (f) => f.event === 'App\\Events\\Posted' && (dataOf(f) as { title: string }).title === 'second',
    );
    a.send({ event: 'pusher:unsubscribe', data: { channel: 'news' } });
    await settle(100);
    await t.server.ctx.realtime.publish('news', 'App\\Events\\Posted', { title: 'third' });
    await b.next((f) => (dataOf(f) as { title?: string }).title === 'third');
    await settle();
    expect(a.count((f) => f.event === 'App\\Events\\Posted')).toBe(1);
    expect(c.count((f) => f.event === 'App\\Events\\Posted')).toBe(0);
  });

  it('joins a private channel only with a valid signature for this socket', async () => {
    const client = await connect();
    const channel = 'private-App.Models.User.3';
    const forged = await client.subscribe(channel, `${key}:${'0'.repeat(64)}`);
    expect(forged).toMatchObject({ event: 'pusher:subscription_error', channel });
    expect(forged.data).toEqual({ type: 'AuthError', error: expect.any(String), status: 401 });

    const other = await connect();
    const forOtherSocket = sdk.authorizeChannel(other.socketId, channel).auth;
    const client2 = await connect();
    expect((await client2.subscribe(channel, forOtherSocket)).event).toBe('pusher:subscription_error');
    expect(
      (await client2.subscribe(`${channel}x`, sdk.authorizeChannel(client2.socketId, channel).auth)).event,
    ).toBe('pusher:subscription_error');

    const good = await client.subscribe(channel, sdk.authorizeChannel(client.socketId, channel).auth);
    expect(good).toMatchObject({ event: 'pusher_internal:subscription_succeeded', channel });
    expect(client.count((f) => f.event === 'pusher:subscription_error')).toBe(1);
  });

  it('keeps presence members per user: added on the first socket, removed with the last', async () => {
    const channel = 'presence-room';
    const join = async (client: RawClient, userId: string, name: string) => {
      const auth = sdk.authorizeChannel(client.socketId, channel, { user_id: userId, user_info: { name } });
      return client.subscribe(channel, auth.auth, auth.channel_data);
    };
    const alice = await connect();
    const joined = await join(alice, '1', 'Alice');
    expect(joined.event).toBe('pusher_internal:subscription_succeeded');
    expect(dataOf(joined)).toEqual({ presence: { ids: ['1'], hash: { '1': { name: 'Alice' } }, count: 1 } });

    const bob1 = await connect();
    const bobJoined = await join(bob1, '2', 'Bob');
    expect((dataOf(bobJoined) as { presence: { count: number } }).presence.count).toBe(2);
    const added = await alice.next((f) => f.event === 'pusher_internal:member_added');
    expect(dataOf(added)).toEqual({ user_id: '2', user_info: { name: 'Bob' } });
    expect(bob1.count((f) => f.event === 'pusher_internal:member_added')).toBe(0);

    // Bob's second tab is the same member: nobody is told.
    const bob2 = await connect();
    await join(bob2, '2', 'Bob');
    bob1.close();
    await settle();
    expect(alice.count((f) => f.event === 'pusher_internal:member_added')).toBe(1);
    expect(alice.count((f) => f.event === 'pusher_internal:member_removed')).toBe(0);

    bob2.close();
    const removed = await alice.next((f) => f.event === 'pusher_internal:member_removed');
    expect(dataOf(removed)).toEqual({ user_id: '2' });

    // A forged channel_data (someone else's user id with a signature made for another) is refused.
    const mallory = await connect();
    const real = sdk.authorizeChannel(mallory.socketId, channel, { user_id: '9', user_info: {} });
    const refused = await mallory.subscribe(
      channel,
      real.auth,
      JSON.stringify({ user_id: '1', user_info: {} }),
    );
    expect(refused.data).toMatchObject({ type: 'AuthError', status: 401 });
  });

  it('relays client events only on joined private/presence channels, never to the sender', async () => {
    const [sender, receiver, outsider] = await Promise.all([connect(), connect(), connect()]);
    const privateChannel = 'private-chat';
    for (const client of [sender, receiver]) {
      await client.subscribe(privateChannel, sdk.authorizeChannel(client.socketId, privateChannel).auth);
    }
    await outsider.subscribe('news');
    await sender.subscribe('news');

    sender.send({ event: 'client-typing', channel: privateChannel, data: { who: 'me' } });
    const relayed = await receiver.next((f) => f.event === 'client-typing');
    expect(relayed).toEqual({ event: 'client-typing', channel: privateChannel, data: { who: 'me' } });

    // On a public channel, and on a private channel not joined, the event is refused.
    sender.send({ event: 'client-typing', channel: 'news', data: {} });
    outsider.send({ event: 'client-typing', channel: privateChannel, data: {} });
    await outsider.next(isError(4300));
    await sender.next(isError(4300));

    // On presence channels the receiver learns who sent it.
    const presence = 'presence-chat';
    for (const [client, id] of [
      [sender, '11'],
      [receiver, '12'],
    ] as const) {
      const auth = sdk.authorizeChannel(client.socketId, presence, { user_id: id, user_info: {} });
      await client.subscribe(presence, auth.auth, auth.channel_data);
    }
    sender.send({ event: 'client-wave', channel: presence, data: { hi: 1 } });
    const wave = await receiver.next((f) => f.event === 'client-wave');
    expect(wave.user_id).toBe('11');
    await settle();
    expect(sender.count((f) => f.event.startsWith('client-'))).toBe(0);
    expect(outsider.count((f) => f.event.startsWith('client-'))).toBe(0);
    expect(receiver.count((f) => f.event === 'client-typing')).toBe(1);
  });

  it('rate-limits client events at 10 per second with 4301', async () => {
    const [sender, receiver] = await Promise.all([connect(), connect()]);
    const channel = 'private-burst';
    for (const client of [sender, receiver]) {
      await client.subscribe(channel, sdk.authorizeChannel(client.socketId, channel).auth);
    }
    for (let i = 0; i < 25; i++) sender.send({ event: 'client-n', channel, data: { i } });
    await sender.next(isError(4301));
    await settle();
    expect(receiver.count((f) => f.event === 'client-n')).toBe(10);
    expect(sender.isOpen).toBe(true);
  });

  it('answers malformed frames with 4300 and keeps the connection', async () => {
    const client = await connect();
    for (const bad of ['not json', '[1,2]', '{"data":{}}', '{"event":42}', 'null']) client.sendRaw(bad);
    client.sendRaw(Buffer.from('{"event":"pusher:ping"}'), true);
    client.send({ event: 'pusher:subscribe', data: { channel: 'bad channel name!' } });
    client.send({ event: 'something-else', data: {} });
    await settle();
    expect(client.count(isError(4300))).toBe(7);
    expect(client.frames.find((f) => f.event === 'pusher:subscription_error')?.data).toMatchObject({
      type: 'InvalidChannel',
    });
    client.send({ event: 'pusher:ping', data: {} });
    await client.next((f) => f.event === 'pusher:pong');
  });

  it('refuses messages over 10 kB with 4302 and cuts off frames over 64 kB', async () => {
    const client = await connect();
    client.send({ event: 'pusher:ping', data: { pad: 'x'.repeat(11 * 1024) } });
    await client.next(isError(4302));
    client.send({ event: 'pusher:ping', data: {} });
    await client.next((f) => f.event === 'pusher:pong');

    const huge = await connect();
    huge.sendRaw('x'.repeat(70 * 1024));
    expect((await huge.closed()).code).toBe(1009);
    expect(client.isOpen).toBe(true);
  });

  it('drops a flood with 4301, closes a sustained one, and keeps serving others', async () => {
    const [moderate, flooder, bystander] = await Promise.all([connect(), connect(), connect()]);
    for (let i = 0; i < 150; i++) moderate.send({ event: 'pusher:ping', data: {} });
    await moderate.next(isError(4301));
    await settle();
    expect(moderate.count((f) => f.event === 'pusher:pong')).toBeGreaterThanOrEqual(100);
    expect(moderate.count((f) => f.event === 'pusher:pong')).toBeLessThan(150);
    expect(moderate.isOpen).toBe(true);

    for (let i = 0; i < 3_000; i++) flooder.send({ event: 'pusher:ping', data: {} });
    expect((await flooder.closed()).code).toBe(4301);
    const started = Date.now();
    bystander.send({ event: 'pusher:ping', data: {} });
    await bystander.next((f) => f.event === 'pusher:pong', 1_000);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('connection limits, origins, idle pruning and shutdown', () => {
  let t: TestServer;
  let url: string;
  let key: string;
  let closed = false;
  const clients: RawClient[] = [];
  const connect = async (options: Parameters<typeof RawClient.connect>[2] = {}) => {
    const client = await RawClient.connect(url, key, options);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    const { loadConfig } = await import('../config/loadConfig');
    t = await startTestServer(embedded!, {
      port: 0,
      host: '127.0.0.1',
      realtime: {
        ...loadConfig({}).realtime,
        activityTimeoutSeconds: 1,
        pongTimeoutSeconds: 1,
        maxConnections: 3,
        allowedOrigins: ['https://oa.example.com', '*.trusted.test'],
      },
    });
    url = t.server.url;
    key = t.server.ctx.realtime.app.key;
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });
  afterAll(async () => {
    if (!closed) await t.close();
  });

  it('pings a silent socket and closes it with 4201 when no pong comes', async () => {
    const silent = await connect();
    const answering = await connect();
    expect((dataOf(silent.frames[0]!) as { activity_timeout: number }).activity_timeout).toBe(1);
    // Answers each server ping, as pusher-js does.
    let answered = 0;
    const answer = setInterval(() => {
      const pings = answering.count((f) => f.event === 'pusher:ping');
      for (; answered < pings; answered++) answering.send({ event: 'pusher:pong', data: {} });
    }, 100);
    try {
      await silent.next((f) => f.event === 'pusher:ping', 3_000);
      expect((await silent.closed(4_000)).code).toBe(4201);
      expect(answering.isOpen).toBe(true);
      expect(answering.count((f) => f.event === 'pusher:ping')).toBeGreaterThanOrEqual(1);
    } finally {
      clearInterval(answer);
    }
  });

  it('lets allowed origins in and closes others with 4009', async () => {
    const evil = await connect({ origin: 'https://evil.example', expectRefusal: true });
    expect((await evil.closed()).code).toBe(4009);
    expect(evil.count(isError(4009))).toBe(1);
    for (const origin of ['https://oa.example.com', 'https://a.trusted.test']) {
      const ok = await connect({ origin });
      expect(ok.socketId).toMatch(/^\d+\.\d+$/);
      ok.close();
    }
    // Not a browser: no Origin header to judge.
    expect((await connect()).socketId).toMatch(/^\d+\.\d+$/);
  });

  it('closes connections over the limit with 4004, and has room again after one leaves', async () => {
    await settle();
    const held = await Promise.all([connect(), connect(), connect()]);
    const over = await connect({ expectRefusal: true });
    expect((await over.closed()).code).toBe(4004);
    held[0]!.close();
    await held[0]!.closed();
    await settle(100);
    expect((await connect()).socketId).toMatch(/^\d+\.\d+$/);
  });

  it('tells every socket to reconnect (4200) when the server shuts down', async () => {
    for (const client of clients.splice(0)) client.close();
    await settle(100);
    const [a, b] = await Promise.all([connect(), connect()]);
    await a.subscribe('news');
    const started = Date.now();
    closed = true;
    await t.close();
    // Not a speed target: proves shutdown does not hang on ws's own 30 s closing handshake
    // (the server cuts sockets off after a 1 s grace). A loaded two-core machine needs headroom.
    expect(Date.now() - started).toBeLessThan(15_000);
    for (const client of [a, b]) {
      expect((await client.closed()).code).toBe(4200);
      expect(client.count(isError(4200))).toBe(1);
    }
  });
});
