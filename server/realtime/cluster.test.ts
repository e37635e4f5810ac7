import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type Echo from 'laravel-echo';
import pino from 'pino';
import Pusher from 'pusher';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../../tests/support/testDatabases';
import type { BroadcastItem } from './ChannelRegistry';
import { LocalPresence } from './LocalPresence';
import type { PresenceStore } from './PresenceStore';
import { RedisPresence } from './RedisPresence';
import { echoClient } from './testing/echoClients';
import { dataOf, RawClient } from './testing/RawClient';
import { startCluster, type TestCluster } from './testing/startCluster';
import { settle, waitUntil } from './testing/waitUntil';

// Redis-backed cases exist only when CI (or a developer) points TEST_REDIS_URL at a Redis.
const redisUrl = process.env.TEST_REDIS_URL;
const silent = pino({ level: 'silent' });

interface StoreTarget {
  name: string;
  create: () => Promise<{ store: PresenceStore; close: () => Promise<void> }>;
}

/** Deletes every key under a test prefix. */
async function dropKeys(redis: Redis, prefix: string): Promise<void> {
  const keys = await redis.keys(`${prefix.replace(/[{}]/g, '\\$&')}*`);
  if (keys.length > 0) await redis.del(...keys);
}

function redisPresence(
  redis: Redis,
  prefix: string,
  extra: Partial<ConstructorParameters<typeof RedisPresence>[0]> = {},
) {
  return new RedisPresence({
    redis,
    prefix,
    instanceId: randomUUID(),
    publish: async () => undefined,
    log: silent,
    ...extra,
  });
}

const storeTargets: StoreTarget[] = [
  { name: 'memory', create: async () => ({ store: new LocalPresence(), close: async () => undefined }) },
  ...(redisUrl
    ? [
        {
          name: 'redis',
          create: async () => {
            const redis = new Redis(redisUrl);
            const prefix = `atrium:test:{${randomUUID()}}:`;
            const store = redisPresence(redis, prefix);
            await store.start();
            return {
              store,
              close: async () => {
                await store.close();
                await dropKeys(redis, prefix);
                await redis.quit();
              },
            };
          },
        },
      ]
    : []),
];

describe.each(storeTargets)('presence store ($name)', (target) => {
  let store: PresenceStore;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ store, close } = await target.create());
  });
  afterAll(async () => close());

  it('announces a user on their first socket and removes them with their last', async () => {
    const first = await store.join('presence-a', '1.1', { user_id: '7', user_info: { name: 'Ann' } });
    expect(first).toEqual({ first: true, members: { '7': { name: 'Ann' } } });
    const secondTab = await store.join('presence-a', '1.2', { user_id: '7', user_info: { name: 'Ann' } });
    expect(secondTab.first).toBe(false);
    const other = await store.join('presence-a', '1.3', { user_id: '8', user_info: null });
    expect(other).toEqual({ first: true, members: { '7': { name: 'Ann' }, '8': null } });
    // The same socket joining twice is still one socket.
    expect((await store.join('presence-a', '1.3', { user_id: '8', user_info: null })).first).toBe(false);

    expect(await store.leave('presence-a', '1.1', '7')).toEqual({ last: false });
    expect(await store.leave('presence-a', '1.2', '7')).toEqual({ last: true });
    expect(await store.leave('presence-a', '1.2', '7')).toEqual({ last: false });
    expect((await store.join('presence-a', '1.4', { user_id: '9', user_info: {} })).members).toEqual({
      '8': null,
      '9': {},
    });
    expect(await store.leave('presence-b', '1.3', '8')).toEqual({ last: false });
  });
});

if (redisUrl) {
  describe('Redis presence when an instance dies', () => {
    const redis = new Redis(redisUrl);
    const prefix = `atrium:test:{${randomUUID()}}:`;
    const stores: RedisPresence[] = [];
    const make = (published: BroadcastItem[]) => {
      const store = redisPresence(redis, prefix, {
        publish: async (items) => {
          published.push(...items);
        },
        heartbeatMs: 100,
        deadAfterMs: 400,
      });
      stores.push(store);
      return store;
    };
    afterAll(async () => {
      for (const store of stores) store.abandon();
      await dropKeys(redis, prefix);
      await redis.quit();
    });

    it('removes the members of a silent instance once, and the instance re-registers if it was only paused', async () => {
      const seenByA: BroadcastItem[] = [];
      const seenByB: BroadcastItem[] = [];
      const a = make(seenByA);
      const b = make(seenByB);
      await a.start();
      await b.start();
      await a.join('presence-x', '5.1', { user_id: '1', user_info: { n: 1 } });
      await b.join('presence-x', '5.2', { user_id: '2', user_info: { n: 2 } });

      a.abandon();
      const removed = await waitUntil('member_removed from the reaper', () =>
        seenByB.find((item) => item.event === 'pusher_internal:member_removed'),
      );
      expect(JSON.parse(JSON.parse(removed.dataJson) as string)).toEqual({ user_id: '1' });
      expect((await b.join('presence-x', '5.3', { user_id: '2', user_info: { n: 2 } })).members).toEqual({
        '2': { n: 2 },
      });

      // A was only paused: its next beat finds it was reaped and announces its member again.
      await a.heartbeat();
      const added = seenByA.find((item) => item.event === 'pusher_internal:member_added');
      expect(JSON.parse(JSON.parse(added!.dataJson) as string)).toEqual({
        user_id: '1',
        user_info: { n: 1 },
      });
      expect(
        Object.keys((await b.join('presence-x', '5.4', { user_id: '3', user_info: null })).members).sort(),
      ).toEqual(['1', '2', '3']);
      await settle(600);
      expect(seenByB.filter((item) => item.event === 'pusher_internal:member_removed')).toHaveLength(1);
    });
  });

  describe.each(testDatabaseTargets())('two instances sharing Redis and the $name database', (target) => {
    let cluster: TestCluster;
    let a: string;
    let b: string;
    let key: string;
    const raws: RawClient[] = [];
    const echoes: Echo<'reverb'>[] = [];
    const raw = async (url: string) => {
      const client = await RawClient.connect(url, key);
      raws.push(client);
      return client;
    };
    const echo = (url: string, token: string) => {
      const client = echoClient({ url, key }, token);
      echoes.push(client);
      return client;
    };

    beforeAll(async () => {
      cluster = await startCluster(target, redisUrl);
      [a, b] = cluster.instances.map((instance) => instance.url) as [string, string];
      key = cluster.instances[0]!.ctx.realtime.app.key;
      expect(cluster.instances[1]!.ctx.realtime.app.key).toBe(key);
    });
    afterEach(() => {
      for (const client of raws.splice(0)) client.close();
      for (const client of echoes.splice(0)) client.disconnect();
    });
    afterAll(async () => cluster.close());

    it('delivers an event published on either instance exactly once per subscriber, never to the origin socket', async () => {
      const clients = await Promise.all([raw(a), raw(a), raw(b), raw(b)]);
      for (const client of clients) await client.subscribe('news');
      const [a1, a2, b1, b2] = clients as [RawClient, RawClient, RawClient, RawClient];
      await cluster.instances[0]!.ctx.realtime.publish(
        'news',
        'first',
        { n: 1 },
        { exceptSocketId: b1.socketId },
      );

      // The other instance publishes through the signed HTTP API with the official SDK.
      const app = cluster.instances[1]!.ctx.realtime.app;
      const { hostname, port } = new URL(b);
      const sdk = new Pusher({ ...app, host: hostname, port, useTLS: false });
      await sdk.trigger('news', 'second', { n: 2 }, { socket_id: a2.socketId });

      for (const client of [a1, a2, b2]) await client.next((f) => f.event === 'first');
      for (const client of [a1, b1, b2]) await client.next((f) => f.event === 'second');
      await settle(400);
      expect(clients.map((c) => c.count((f) => f.event === 'first'))).toEqual([1, 1, 0, 1]);
      expect(clients.map((c) => c.count((f) => f.event === 'second'))).toEqual([1, 0, 1, 1]);
      expect(dataOf(a1.frames.find((f) => f.event === 'second')!)).toEqual({ n: 2 });
    });

    it("pushes a notification sent through one instance to the user's client on the other", async () => {
      const [admin, staff, user01] = await Promise.all([
        cluster.signIn('admin'),
        cluster.signIn('staff'),
        cluster.signIn('user01'),
      ]);
      const received: unknown[] = [];
      const others: unknown[] = [];
      let ready = 0;
      echo(b, staff.token)
        .private(`App.Models.User.${staff.user.id}`)
        .subscribed(() => ready++)
        .listen('NotificationCreated', (n: unknown) => received.push(n));
      echo(a, user01.token)
        .private(`App.Models.User.${user01.user.id}`)
        .subscribed(() => ready++)
        .listen('NotificationCreated', (n: unknown) => others.push(n));
      await waitUntil('both subscriptions', () => (ready === 2 ? true : undefined));
      const res = await fetch(`${a}/api/sc/user-notification`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
        body: JSON.stringify({ owners: [`u${staff.user.id}`], title: 'Across', content: 'instances' }),
      });
      expect(res.status).toBe(201);
      expect(await waitUntil('the notification', () => received[0])).toMatchObject({
        title: 'Across',
        read: false,
      });
      await settle(400);
      expect(received).toHaveLength(1);
      expect(others).toEqual([]);
    });

    it('keeps one presence member per user across instances, and relays whispers between them', async () => {
      const [manager, staff] = await Promise.all([cluster.signIn('manager'), cluster.signIn('staff')]);
      const joining: Array<{ account: string }> = [];
      const leaving: Array<{ account: string }> = [];
      const whispers: unknown[] = [];
      let managerHere: unknown[] | undefined;
      echo(a, manager.token)
        .join('online')
        .here((members: unknown[]) => {
          managerHere = members;
        })
        .joining((m: { account: string }) => joining.push(m))
        .leaving((m: { account: string }) => leaving.push(m))
        .listenForWhisper('typing', (data: unknown) => whispers.push(data));
      await waitUntil('the manager in the room', () => managerHere);

      const staffOnB = echo(b, staff.token);
      let hereOnB: Array<{ account: string }> | undefined;
      const roomOnB = staffOnB.join('online').here((members: Array<{ account: string }>) => {
        hereOnB = members;
      });
      expect((await waitUntil('staff on B in the room', () => hereOnB)).map((m) => m.account).sort()).toEqual(
        ['manager', 'staff'],
      );
      expect((await waitUntil('joining', () => joining[0])).account).toBe('staff');

      // The same user on the other instance is not a new member.
      const staffOnA = echo(a, staff.token);
      let hereOnA: unknown[] | undefined;
      staffOnA.join('online').here((members: unknown[]) => {
        hereOnA = members;
      });
      expect(await waitUntil('staff on A in the room', () => hereOnA)).toHaveLength(2);

      roomOnB.whisper('typing', { from: 'B' });
      expect(await waitUntil('the whisper across instances', () => whispers[0])).toEqual({ from: 'B' });

      staffOnB.disconnect();
      await settle(500);
      expect(joining).toHaveLength(1);
      expect(leaving).toEqual([]);
      staffOnA.disconnect();
      expect((await waitUntil('leaving', () => leaving[0])).account).toBe('staff');
      await settle(300);
      expect(leaving).toHaveLength(1);
      expect(whispers).toHaveLength(1);
    });

    it('applies a rights change made through one instance on the other at once, not after its cache expires', async () => {
      const staff = await cluster.signIn('staff');
      const admin = await cluster.signIn('admin');
      const path = `/api/sc/rights/owner/u${staff.user.id}`;
      const asStaffOnB = async () =>
        (await fetch(`${b}${path}`, { headers: { authorization: `Bearer ${staff.token}` } })).status;
      // B builds and caches staff's tree (30 s) without the right.
      expect(await asStaffOnB()).toBe(403);
      const granted = await fetch(`${a}${path}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ paths: ['sc.admin.rights.actions.view'] }),
      });
      expect(granted.status).toBe(200);
      // A's signal reaches B through Redis within moments; the cache alone would take 30 s.
      const started = Date.now();
      let status = await asStaffOnB();
      while (status !== 200 && Date.now() - started < 5_000) {
        await settle(50);
        status = await asStaffOnB();
      }
      expect(status).toBe(200);
    });

    it('tells sockets of a stopping instance to reconnect and removes its members for the others', async () => {
      const [manager, staff] = await Promise.all([cluster.signIn('manager'), cluster.signIn('staff')]);
      const leaving: Array<{ account: string }> = [];
      let here: unknown[] | undefined;
      echo(a, manager.token)
        .join('online')
        .here((members: unknown[]) => {
          here = members;
        })
        .leaving((m: { account: string }) => leaving.push(m));
      await waitUntil('the manager in the room', () => here);
      let joined = false;
      echo(b, staff.token)
        .join('online')
        .here(() => {
          joined = true;
        });
      await waitUntil('staff on B in the room', () => (joined ? true : undefined));
      const onB = await raw(b);

      await cluster.instances[1]!.close();
      expect((await onB.closed()).code).toBe(4200);
      expect((await waitUntil('leaving after shutdown', () => leaving[0])).account).toBe('staff');
    });
  });
}
