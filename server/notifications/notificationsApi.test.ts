import type Echo from 'laravel-echo';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type SignedIn, startTestServer, type TestServer } from '../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../tests/support/testDatabases';
import { echoClient } from '../realtime/testing/echoClients';
import { settle, waitUntil } from '../realtime/testing/waitUntil';
import { sendNotifications } from './sendNotifications';

const EN = { 'accept-language': 'en' };
const BASE = '/api/sc/user-notification';

interface ListBody {
  data: Array<{
    id: number;
    modelType: string;
    title: string;
    content: string;
    read: boolean;
    data: unknown;
  }>;
  meta: { current_page: number; last_page: number; per_page: number; total: number; unread_count: number };
}

describe.each(testDatabaseTargets())('notifications API on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  let manager: SignedIn;
  let staff: SignedIn;
  let user01: SignedIn;
  const echoes: Echo<'reverb'>[] = [];

  const send = (token: string, payload: unknown) =>
    t.request({
      method: 'POST',
      url: BASE,
      headers: { ...EN, ...bearer(token) },
      payload: payload as object,
    });
  const list = async (token: string, query: string) => {
    const res = await t.request({
      method: 'GET',
      url: `${BASE}?${query}`,
      headers: { ...EN, ...bearer(token) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ListBody;
  };
  const subscribeOwn = async (who: SignedIn) => {
    const client = echoClient({ url: t.server.url, key: t.server.ctx.realtime.app.key }, who.token);
    echoes.push(client);
    const created: unknown[] = [];
    const read: unknown[] = [];
    let subscribed = false;
    client
      .private(`App.Models.User.${who.user.id}`)
      .subscribed(() => {
        subscribed = true;
      })
      .listen('NotificationCreated', (n: unknown) => created.push(n))
      .listen('NotificationsRead', (n: unknown) => read.push(n));
    await waitUntil(`${who.user.account}'s subscription`, () => (subscribed ? true : undefined));
    return { client, created, read, socketId: () => client.socketId() ?? '' };
  };

  beforeAll(async () => {
    t = await startTestServer(target, { port: 0, host: '127.0.0.1' });
    // The demo's sign-off applications notified their signers; these tests count from none.
    await t.server.ctx.db.deleteFrom('notifications').where('model_type', '=', 'wf').execute();
    [admin, manager, staff, user01] = await Promise.all([
      t.signIn('admin'),
      t.signIn('manager'),
      t.signIn('staff'),
      t.signIn('user01'),
    ]);
  });
  afterEach(() => {
    for (const client of echoes.splice(0)) client.disconnect();
  });
  afterAll(async () => t.close());

  it('lets only holders of sc.admin.notify.actions.send send', async () => {
    const res = await send(staff.token, { owners: [`u${staff.user.id}`], title: 'Hi', content: 'x' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You do not have permission to do this.');
    expect((await list(staff.token, 'type=1&page=1&status=all')).meta.total).toBe(0);
  });

  it('answers bad owner references with 422 naming each one, and stores nothing', async () => {
    const unknown = await send(admin.token, {
      owners: [`u${staff.user.id}`, 'd99999', 'g88888'],
      title: 'T',
      content: 'C',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      'owners.1': ['d99999 is not an existing department, group or user.'],
      'owners.2': ['g88888 is not an existing department, group or user.'],
    });
    const malformed = await send(admin.token, { owners: ['x7', 'u'], title: 'T', content: 'C' });
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(malformed.json().errors).sort()).toEqual(['owners.0', 'owners.1']);
    for (const payload of [
      { owners: [], title: 'T', content: 'C' },
      { owners: [`u${staff.user.id}`], title: '   ', content: 'C' },
      { owners: [`u${staff.user.id}`], title: 'T' },
      { owners: [`u${staff.user.id}`], title: 'T', content: 'C', extra: 1 },
    ]) {
      expect((await send(admin.token, payload)).statusCode).toBe(422);
    }
    expect((await list(staff.token, 'type=1&page=1&status=all')).meta.total).toBe(0);
  });

  it('pushes a new notification live to each recipient, and not to others', async () => {
    const staffTab = await subscribeOwn(staff);
    const otherTab = await subscribeOwn(user01);
    const res = await send(admin.token, {
      owners: [`u${staff.user.id}`],
      title: 'Meeting',
      content: 'At 3 pm',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'The notification was sent to 1 user.', data: { recipients: 1 } });
    const pushed = await waitUntil('NotificationCreated', () => staffTab.created[0]);
    const listed = await list(staff.token, 'type=1&page=1&status=unread');
    expect(pushed).toEqual(listed.data[0]);
    expect(pushed).toMatchObject({
      modelType: 'sc',
      title: 'Meeting',
      content: 'At 3 pm',
      read: false,
      data: { sender: { id: admin.user.id, name: expect.any(String) } },
    });
    await settle();
    expect(otherTab.created).toEqual([]);
    expect(staffTab.created).toHaveLength(1);
  });

  it('expands departments with their sub-departments and groups to distinct active users', async () => {
    const { db } = t.server.ctx;
    const sales = await db
      .selectFrom('departments')
      .select('id')
      .where('code', '=', 'SAL')
      .executeTakeFirstOrThrow();
    const group = await db.selectFrom('groups').select('id').orderBy('id').executeTakeFirstOrThrow();
    const res = await send(admin.token, {
      owners: [`d${sales.id}`, `g${group.id}`, `u${staff.user.id}`],
      title: 'Sales meeting',
      content: 'Room 2',
    });
    expect(res.statusCode).toBe(201);
    // Sales (2 demo heads + 6 users) and its section (staff + 5 users); the group's manager and staff only once.
    const expected = await db
      .selectFrom('user_departments')
      .innerJoin('departments', 'departments.id', 'user_departments.department_id')
      .select('user_departments.user_id')
      .distinct()
      .where((eb) => eb.or([eb('departments.id', '=', sales.id), eb('departments.parent_id', '=', sales.id)]))
      .execute();
    expect(res.json().data.recipients).toBe(expected.length);
    const rows = await db
      .selectFrom('notifications')
      .select('user_id')
      .where('title', '=', 'Sales meeting')
      .execute();
    expect(rows.map((r) => r.user_id).sort((a, b) => a - b)).toEqual(
      expected.map((r) => r.user_id).sort((a, b) => a - b),
    );
    expect((await list(manager.token, 'type=1&page=1&status=unread')).data[0]?.title).toBe('Sales meeting');
  });

  it('pages 20 at a time, newest first, with the unread count', async () => {
    const { ctx } = t.server;
    for (let i = 1; i <= 45; i++) {
      await sendNotifications(ctx, {
        userIds: [user01.user.id],
        modelType: 'wf',
        modelId: i,
        title: `Form ${i}`,
        content: 'Please sign',
        data: { workflow: { status: 'S' } },
      });
    }
    const first = await list(user01.token, 'type=1&page=1&status=all');
    expect(first.meta).toEqual({ current_page: 1, last_page: 3, per_page: 20, total: 45, unread_count: 45 });
    expect(first.data).toHaveLength(20);
    expect(first.data[0]).toMatchObject({
      title: 'Form 45',
      modelType: 'wf',
      data: { workflow: { status: 'S' } },
    });
    const ids = first.data.map((n) => n.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const third = await list(user01.token, 'type=1&page=3&status=all');
    expect(third.data.map((n) => n.title)).toEqual(['Form 5', 'Form 4', 'Form 3', 'Form 2', 'Form 1']);
    const beyond = await list(user01.token, 'type=1&page=9&status=all');
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.last_page).toBe(3);
    for (const query of ['page=0', 'page=x', 'status=read', 'type=2', 'other=1']) {
      const res = await t.request({ method: 'GET', url: `${BASE}?${query}`, headers: bearer(user01.token) });
      expect(res.statusCode, query).toBe(422);
    }
  });

  it('marks one read (own only) and all read, telling the user’s other tabs', async () => {
    const tabA = await subscribeOwn(user01);
    const tabB = await subscribeOwn(user01);
    const before = await list(user01.token, 'type=1&page=1&status=unread');
    const target = before.data[0]!;

    const others = await t.request({
      method: 'PUT',
      url: `${BASE}/${target.id}/read`,
      headers: { ...EN, ...bearer(staff.token) },
    });
    expect(others.statusCode).toBe(404);
    expect(others.json().message).toBe('The notification was not found.');
    expect(
      (await t.request({ method: 'PUT', url: `${BASE}/999999/read`, headers: bearer(user01.token) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'PUT', url: `${BASE}/abc/read`, headers: bearer(user01.token) })).statusCode,
    ).toBe(422);

    const res = await t.request({
      method: 'PUT',
      url: `${BASE}/${target.id}/read`,
      headers: { ...bearer(user01.token), 'x-socket-id': tabA.socketId() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { id: target.id, read: true },
      meta: { unread_count: before.meta.total - 1 },
    });
    expect(await waitUntil('NotificationsRead', () => tabB.read[0])).toEqual({
      ids: [target.id],
      unread_count: before.meta.total - 1,
    });
    const after = await list(user01.token, 'type=1&page=1&status=unread');
    expect(after.meta.total).toBe(before.meta.total - 1);
    expect(after.data.map((n) => n.id)).not.toContain(target.id);
    const all = await list(user01.token, 'type=1&page=1&status=all');
    expect(all.data.find((n) => n.id === target.id)?.read).toBe(true);

    const readAll = await t.request({
      method: 'PUT',
      url: `${BASE}/read-all`,
      headers: bearer(user01.token),
    });
    expect(readAll.json()).toEqual({ data: { updated: before.meta.total - 1 }, meta: { unread_count: 0 } });
    const none = await list(user01.token, 'type=1&page=1&status=unread');
    expect(none).toEqual({
      data: [],
      meta: { current_page: 1, last_page: 1, per_page: 20, total: 0, unread_count: 0 },
    });
    await waitUntil('the read-all broadcast', () => (tabA.read.length === 1 ? true : undefined));
    expect(tabA.read).toEqual([{ ids: null, unread_count: 0 }]);
    // Another user's notifications are untouched.
    expect((await list(staff.token, 'type=1&page=1&status=unread')).meta.unread_count).toBeGreaterThan(0);
  });
});
