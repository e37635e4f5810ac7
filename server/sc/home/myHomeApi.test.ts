import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  type SignedIn,
  startTestServer,
  type TestServer,
} from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';

describe.each(testDatabaseTargets())('each user’s own home panels (sc.myHome) on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  let staff: SignedIn;
  let manager: SignedIn;
  beforeAll(async () => {
    t = await startTestServer(target);
    admin = await t.signIn('admin');
    staff = await t.signIn('staff');
    manager = await t.signIn('manager');
  });
  afterAll(async () => t.close());

  const as = (who: SignedIn, method: 'GET' | 'PUT', url: string, payload?: unknown) =>
    t.request({
      method,
      url,
      headers: { ...bearer(who.token), 'accept-language': 'en' },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });

  it('starts empty, keeps each user’s order and switches apart, and checks the version', async () => {
    expect((await as(staff, 'GET', '/api/sc/my-home')).json().data).toEqual({ panels: [], version: 0 });
    const panels = [
      { key: 'holidays', visible: true },
      { key: 'quickLinks', visible: false },
      { key: 'notifications', visible: true },
    ];
    const saved = await as(staff, 'PUT', '/api/sc/my-home', { panels, version: 0 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ panels, version: 1 });
    expect((await as(staff, 'GET', '/api/sc/my-home')).json().data).toEqual({ panels, version: 1 });
    expect((await as(staff, 'PUT', '/api/sc/my-home', { panels, version: 0 })).statusCode).toBe(409);
    // Another user's document is their own.
    expect((await as(manager, 'GET', '/api/sc/my-home')).json().data).toEqual({ panels: [], version: 0 });
    const mine = [{ key: 'myOpenLeads', visible: true }];
    expect((await as(manager, 'PUT', '/api/sc/my-home', { panels: mine })).json().data.panels).toEqual(mine);
    expect((await as(staff, 'GET', '/api/sc/my-home')).json().data.panels).toEqual(panels);
  });

  it('refuses an unknown panel, a repeated one and a malformed entry with 422', async () => {
    const unknown = await as(staff, 'PUT', '/api/sc/my-home', {
      panels: [{ key: 'weather', visible: true }],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ panels: ['“weather” is not a home panel.'] });
    const twice = await as(staff, 'PUT', '/api/sc/my-home', {
      panels: [
        { key: 'holidays', visible: true },
        { key: 'holidays', visible: false },
      ],
    });
    expect(twice.json().errors).toEqual({ panels: ['“holidays” is listed more than once.'] });
    for (const bad of ['x', [{ key: 'holidays' }], [{ key: 'holidays', visible: 'yes' }]]) {
      const res = await as(staff, 'PUT', '/api/sc/my-home', { panels: bad });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['panels']);
    }
  });

  it('refuses a panel the administrator does not allow', async () => {
    const home = (await as(admin, 'GET', '/api/sc/home')).json().data;
    expect(home.widgets).toContainEqual({ key: 'myOpenLeads', enabled: true });
    const widgets = (home.widgets as Array<{ key: string; enabled: boolean }>).map((w) => ({
      ...w,
      enabled: w.key !== 'holidays',
    }));
    expect((await as(admin, 'PUT', '/api/sc/home', { widgets })).statusCode).toBe(200);
    const refused = await as(manager, 'PUT', '/api/sc/my-home', {
      panels: [{ key: 'holidays', visible: true }],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      panels: ['The administrator does not allow the panel “holidays”.'],
    });
    const allowed = [{ key: 'quickLinks', visible: true }];
    expect((await as(manager, 'PUT', '/api/sc/my-home', { panels: allowed })).statusCode).toBe(200);
  });

  it('lists the caller’s open leads with the created_by filter', async () => {
    const lead = (subject: string, status = 'open') => ({ subject, status });
    for (const [who, body] of [
      [staff, lead('Staff open')],
      [staff, lead('Staff won', 'won')],
      [manager, lead('Manager open')],
    ] as const) {
      const res = await t.request({
        method: 'POST',
        url: '/api/cm/lead',
        headers: { ...bearer(who.token), 'accept-language': 'en' },
        payload: body,
      });
      expect(res.statusCode).toBe(201);
    }
    const mine = await as(
      staff,
      'GET',
      `/api/cm/lead?filter[status]=open&filter[created_by]=${staff.user.id}&sort=-updated_at`,
    );
    expect(mine.statusCode).toBe(200);
    // Staff's own open leads: the new one and those the demo gave them, nobody else's.
    const shown = mine.json().data as Array<{ subject: string; created_by: number; status: string }>;
    expect(shown[0]?.subject).toBe('Staff open');
    expect(shown.every((l) => l.created_by === staff.user.id && l.status === 'open')).toBe(true);
    expect(shown.map((l) => l.subject)).not.toContain('Manager open');
    expect((await as(staff, 'GET', '/api/cm/lead?filter[created_by]=me')).statusCode).toBe(422);
  });
});
