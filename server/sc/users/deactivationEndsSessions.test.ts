import type Pusher from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  type SignedIn,
  startTestServer,
  type TestServer,
} from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';
import { userChannel } from '../../realtime/channelNames';
import { SIGNED_OUT_CLOSE_CODE } from '../../realtime/disconnectUser';
import { pusherClient, type RealtimeTarget } from '../../realtime/testing/echoClients';
import { startCluster, type TestCluster } from '../../realtime/testing/startCluster';
import { settle, waitUntil } from '../../realtime/testing/waitUntil';

const [embedded] = testDatabaseTargets();
// The cross-instance case needs a Redis, as server/realtime/cluster.test.ts does.
const redisUrl = process.env.TEST_REDIS_URL;

/** A real pusher-js client with what it saw: the codes of `pusher:error`/close errors and its states. */
function watched(client: Pusher) {
  const codes: number[] = [];
  const states: string[] = [];
  client.connection.bind('error', (error: { data?: { code?: number } }) => {
    if (typeof error?.data?.code === 'number') codes.push(error.data.code);
  });
  client.connection.bind('state_change', ({ current }: { current: string }) => states.push(current));
  return { client, codes, states };
}

function subscribed(client: Pusher, channel: string): Promise<true> {
  let ok = false;
  client.subscribe(channel).bind('pusher:subscription_succeeded', () => {
    ok = true;
  });
  return waitUntil(`the subscription to ${channel}`, () => (ok ? true : undefined));
}

const NEW_USER = (departmentId: number, account: string) => ({
  account,
  name: account,
  email: `${account}@example.com`,
  departments: [{ department_id: departmentId, is_primary: true, job_position_id: null }],
  password: 'Secret123',
  password_confirmation: 'Secret123',
});

describe.each(testDatabaseTargets())(
  'deactivating a user ends their sessions at once on $name',
  (database) => {
    let t: TestServer;
    let target: RealtimeTarget;
    let admin: SignedIn;
    let staff: SignedIn;
    let departmentId: number;
    const clients: Pusher[] = [];
    const connect = (token: string) => {
      const client = pusherClient(target, token);
      clients.push(client);
      return watched(client);
    };

    beforeAll(async () => {
      t = await startTestServer(database, { port: 0, host: '127.0.0.1' });
      target = { url: t.server.url, key: t.server.ctx.realtime.app.key };
      admin = await t.signIn('admin');
      staff = await t.signIn('staff');
      const departments = await t.request({
        method: 'GET',
        url: '/api/sc/department/all',
        headers: bearer(admin.token),
      });
      departmentId = departments.json().data[0].id;
    });
    afterEach(() => {
      for (const client of clients.splice(0)) client.disconnect();
    });
    afterAll(async () => t.close());

    const createUser = async (account: string) => {
      const res = await t.request({
        method: 'POST',
        url: '/api/sc/user',
        headers: bearer(admin.token),
        payload: NEW_USER(departmentId, account),
      });
      expect(res.statusCode).toBe(201);
      return res.json().data as { id: number; version: number };
    };

    it('revokes the refresh token, refuses the access token and closes the sockets with 4010 for good', async () => {
      const user = await createUser('jill');
      const jill = await t.signIn('jill', 'Secret123');
      const own = connect(jill.token);
      await subscribed(own.client, userChannel(user.id));
      const present = connect(jill.token);
      await subscribed(present.client, 'presence-online');
      const colleague = connect(staff.token);
      await subscribed(colleague.client, userChannel(staff.user.id));
      expect(
        (await t.request({ method: 'GET', url: `/api/sc/user/${user.id}`, headers: bearer(jill.token) }))
          .statusCode,
      ).toBe(200);

      const res = await t.request({
        method: 'PUT',
        url: `/api/sc/user/${user.id}`,
        headers: bearer(admin.token),
        payload: { version: user.version, is_active: false },
      });
      expect(res.statusCode).toBe(200);

      for (const socket of [own, present]) {
        await waitUntil('the socket to close', () =>
          socket.client.connection.state === 'disconnected' ? true : undefined,
        );
        expect(socket.codes).toContain(SIGNED_OUT_CLOSE_CODE);
      }
      // pusher-js treats 4000–4099 as "refused": it stays disconnected instead of reconnecting.
      await settle(1500);
      expect(own.client.connection.state).toBe('disconnected');
      expect(own.states).not.toContain('connecting');
      expect(colleague.client.connection.state).toBe('connected');

      const api = await t.request({
        method: 'GET',
        url: `/api/sc/user/${user.id}`,
        headers: bearer(jill.token),
      });
      expect(api.statusCode).toBe(401);
      const refresh = await t.request({
        method: 'POST',
        url: '/api/sc/user/refresh',
        cookies: { atrium_refresh: jill.refreshCookie },
      });
      expect(refresh.statusCode).toBe(401);
      const broadcastingAuth = await t.request({
        method: 'POST',
        url: '/api/broadcasting/auth',
        headers: bearer(jill.token),
        payload: { socket_id: '1.1', channel_name: userChannel(user.id) },
      });
      expect(broadcastingAuth.statusCode).toBe(401);
      const sessions = await t.server.ctx.db
        .selectFrom('auth_sessions')
        .select('revoked_reason')
        .where('user_id', '=', user.id)
        .execute();
      expect(sessions).toEqual([{ revoked_reason: 'user-deactivated' }]);
    });

    it('does the same on delete, and a reactivated user signs in again', async () => {
      const user = await createUser('kent');
      const kent = await t.signIn('kent', 'Secret123');
      const own = connect(kent.token);
      await subscribed(own.client, userChannel(user.id));
      const off = await t.request({
        method: 'PUT',
        url: `/api/sc/user/${user.id}`,
        headers: bearer(admin.token),
        payload: { version: user.version, is_active: false },
      });
      await waitUntil('the socket to close', () =>
        own.client.connection.state === 'disconnected' ? true : undefined,
      );
      const on = await t.request({
        method: 'PUT',
        url: `/api/sc/user/${user.id}`,
        headers: bearer(admin.token),
        payload: { version: off.json().data.version, is_active: true },
      });
      expect(on.json().data.is_active).toBe(true);
      const again = await t.signIn('kent', 'Secret123');
      const second = connect(again.token);
      await subscribed(second.client, userChannel(user.id));
      const deleted = await t.request({
        method: 'DELETE',
        url: `/api/sc/user/${user.id}?version=${on.json().data.version}`,
        headers: bearer(admin.token),
      });
      expect(deleted.statusCode).toBe(200);
      await waitUntil('the socket to close', () =>
        second.client.connection.state === 'disconnected' ? true : undefined,
      );
      expect(second.codes).toContain(SIGNED_OUT_CLOSE_CODE);
      expect(
        (await t.request({ method: 'GET', url: `/api/sc/user/${user.id}`, headers: bearer(again.token) }))
          .statusCode,
      ).toBe(401);
    });
  },
);

describe.runIf(redisUrl)('deactivation closes the user’s sockets on every instance (Redis)', () => {
  let cluster: TestCluster;
  const clients: Pusher[] = [];
  beforeAll(async () => {
    cluster = await startCluster(embedded!, redisUrl!);
  });
  afterAll(async () => {
    for (const client of clients.splice(0)) client.disconnect();
    await cluster.close();
  });

  it('a socket on the second instance is closed when the first deactivates the user', async () => {
    const [first, second] = cluster.instances;
    const admin = await cluster.signIn('admin');
    const staff = await cluster.signIn('staff');
    const client = pusherClient({ url: second!.url, key: second!.ctx.realtime.app.key }, staff.token);
    clients.push(client);
    const socket = watched(client);
    await subscribed(client, userChannel(staff.user.id));
    const edit = await fetch(`${first!.url}/api/sc/user/${staff.user.id}/edit`, {
      headers: bearer(admin.token),
    });
    const { version } = ((await edit.json()) as { data: { version: number } }).data;
    const res = await fetch(`${first!.url}/api/sc/user/${staff.user.id}`, {
      method: 'PUT',
      headers: { ...bearer(admin.token), 'content-type': 'application/json' },
      body: JSON.stringify({ version, is_active: false }),
    });
    expect(res.status).toBe(200);
    await waitUntil('the socket to close', () =>
      client.connection.state === 'disconnected' ? true : undefined,
    );
    expect(socket.codes).toContain(SIGNED_OUT_CLOSE_CODE);
  });
});
