import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  type SignedIn,
  startTestServer,
  type TestServer,
} from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';

describe.each(testDatabaseTargets())('home settings and quick links on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  let manager: SignedIn;
  let staff: SignedIn;
  beforeAll(async () => {
    t = await startTestServer(target);
    admin = await t.signIn('admin');
    manager = await t.signIn('manager');
    staff = await t.signIn('staff');
  });
  afterAll(async () => t.close());

  const as = (who: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.request({
      method,
      url,
      headers: { ...bearer(who.token), 'accept-language': 'en' },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });
  const mine = async (who: SignedIn) =>
    ((await as(who, 'GET', '/api/sc/bookmark/mine')).json().data as Array<{ title: string }>).map(
      (b) => b.title,
    );

  it('shows each user only the quick links meant for them, in order', async () => {
    const staffDepartment = await t.server.ctx.db
      .selectFrom('user_departments')
      .select('department_id')
      .where('user_id', '=', staff.user.id)
      .executeTakeFirstOrThrow();
    const links = [
      { title: 'Everyone', url: 'https://example.com/handbook', owners: 'all', sort: 2 },
      { title: 'Staff only', url: '/wf/use', owners: `U${staff.user.id}`, sort: 1 },
      { title: 'Staff department', url: '/dm/use', owners: `d${staffDepartment.department_id}`, sort: 3 },
      { title: 'Manager only', url: 'http://intranet.example/x', owners: `u${manager.user.id}` },
      { title: 'Switched off', url: '/bb/use', owners: 'all', is_active: false },
    ];
    for (const link of links)
      expect((await as(admin, 'POST', '/api/sc/bookmark', link)).statusCode).toBe(201);
    expect(await mine(staff)).toEqual(['Staff only', 'Everyone', 'Staff department']);
    expect(await mine(manager)).toEqual(expect.arrayContaining(['Manager only', 'Everyone']));
    expect(await mine(manager)).not.toContain('Staff only');
    expect((await as(staff, 'GET', '/api/sc/bookmark')).statusCode).toBe(403);
  });

  it('refuses unsafe URLs and unknown owners', async () => {
    for (const url of ['javascript:alert(1)', '//evil.example', 'ftp://x.example', 'data:text/html,x']) {
      const res = await as(admin, 'POST', '/api/sc/bookmark', { title: 'Bad', url, owners: 'all' });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['url']);
    }
    const unknown = await as(admin, 'POST', '/api/sc/bookmark', { title: 'X', url: '/x', owners: 'u999999' });
    expect(unknown.json().errors).toEqual({ owners: ['“u999999” does not exist or was deleted.'] });
    const malformed = await as(admin, 'POST', '/api/sc/bookmark', { title: 'X', url: '/x', owners: 'x1' });
    expect(malformed.statusCode).toBe(422);
  });

  it('orders and switches the home panels; only an administrator saves them', async () => {
    const read = await as(staff, 'GET', '/api/sc/home');
    expect(read.json().data).toEqual({
      widgets: [
        { key: 'quickLinks', enabled: true },
        { key: 'notifications', enabled: true },
        { key: 'holidays', enabled: true },
        { key: 'myOpenLeads', enabled: true },
        { key: 'toSign', enabled: true },
        { key: 'clockIn', enabled: true },
        { key: 'recentFiles', enabled: true },
      ],
      version: 0,
    });
    const widgets = [
      { key: 'holidays', enabled: true },
      { key: 'quickLinks', enabled: true },
      { key: 'notifications', enabled: false },
      { key: 'myOpenLeads', enabled: true },
      { key: 'toSign', enabled: true },
      { key: 'clockIn', enabled: true },
      { key: 'recentFiles', enabled: true },
    ];
    expect((await as(staff, 'PUT', '/api/sc/home', { widgets })).statusCode).toBe(403);
    const partial = await as(admin, 'PUT', '/api/sc/home', { widgets: widgets.slice(1) });
    expect(partial.json().errors).toEqual({
      widgets: ['The panel list must name every panel exactly once.'],
    });
    const saved = await as(admin, 'PUT', '/api/sc/home', { widgets, version: 0 });
    expect(saved.json().data).toEqual({ widgets, version: 1 });
    expect((await as(admin, 'PUT', '/api/sc/home', { widgets, version: 0 })).statusCode).toBe(409);
    expect((await as(staff, 'GET', '/api/sc/home')).json().data.widgets).toEqual(widgets);
  });
});
