import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  type SignedIn,
  startTestServer,
  type TestServer,
} from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';

const EN = { 'accept-language': 'en' };
const SETTINGS = '/api/as/clocking-settings';

// Issue 15, the clock-in methods (`/as/admin/clocking/setting`, the settings document
// as.clocking): online clock-in switched off, a minimum interval between punches, and the
// position recorded with the geofence off, enforced by POST /api/as/clocking.
describe.each(testDatabaseTargets())('the clock-in methods on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  let staff: SignedIn;
  const as = (
    who: SignedIn,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: Record<string, unknown>,
  ) => t.request({ method, url, headers: { ...bearer(who.token), ...EN }, ...(payload ? { payload } : {}) });
  const save = async (changes: Record<string, unknown>) => {
    const version = (await as(admin, 'GET', SETTINGS)).json().data.version;
    const res = await as(admin, 'PUT', SETTINGS, { ...changes, version });
    expect(res.statusCode).toBe(200);
  };
  const punches = async () =>
    (
      await sql<{ latitude: string | null; longitude: string | null }>`
        select latitude::text as latitude, longitude::text as longitude from as_punches
        where user_id = ${staff.user.id} order by id`.execute(t.server.ctx.db)
    ).rows;

  beforeAll(async () => {
    t = await startTestServer(target);
    [admin, staff] = await Promise.all([t.signIn('admin'), t.signIn('staff')]);
  });
  afterAll(async () => t.close());

  it('answers its defaults to the administrator only, and shows them on the clock-in screen', async () => {
    const res = await as(admin, 'GET', SETTINGS);
    expect(res.json().data).toEqual({
      webClocking: true,
      minimumIntervalMinutes: 0,
      recordPosition: false,
      version: 0,
    });
    expect((await as(staff, 'GET', SETTINGS)).statusCode).toBe(403);
    expect((await as(staff, 'PUT', SETTINGS, { webClocking: false })).statusCode).toBe(403);
    const bad = await as(admin, 'PUT', SETTINGS, { minimumIntervalMinutes: -1 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['minimumIntervalMinutes']);
    const today = (await as(staff, 'GET', '/api/as/clocking')).json().data;
    expect(today).toMatchObject({ webClocking: true, recordPosition: false, geofence: false });
  });

  it('refuses every web punch while online clock-in is switched off', async () => {
    await save({ webClocking: false });
    expect((await as(staff, 'GET', '/api/as/clocking')).json().data.webClocking).toBe(false);
    const refused = await as(staff, 'POST', '/api/as/clocking', {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Online clock-in is switched off: punch on a clock device, or ask your administrator.',
    );
    expect(await punches()).toEqual([]);
    await save({ webClocking: true });
    expect((await as(staff, 'POST', '/api/as/clocking', {})).statusCode).toBe(201);
    expect(await punches()).toHaveLength(1);
  });

  it('refuses a second punch within the minimum interval, naming the minutes', async () => {
    await save({ minimumIntervalMinutes: 5 });
    const refused = await as(staff, 'POST', '/api/as/clocking', {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^You punched at \d\d:\d\d: a new punch is taken 5 minutes after the last one at the earliest\.$/,
    );
    expect(await punches()).toHaveLength(1);
    // The last punch 6 minutes ago: the next one is taken.
    await sql`update as_punches set punched_at = now() - interval '6 minutes'
      where user_id = ${staff.user.id}`.execute(t.server.ctx.db);
    expect((await as(staff, 'POST', '/api/as/clocking', {})).statusCode).toBe(201);
    await save({ minimumIntervalMinutes: 1 });
    await sql`update as_punches set punched_at = now() - interval '2 minutes'
      where user_id = ${staff.user.id}`.execute(t.server.ctx.db);
    expect((await as(staff, 'POST', '/api/as/clocking', {})).statusCode).toBe(201);
    expect((await as(staff, 'POST', '/api/as/clocking', {})).json().message).toContain(
      'a new punch is taken 1 minute after',
    );
    await save({ minimumIntervalMinutes: 0 });
  });

  it('asks for the position with the geofence off when it is to be recorded, and stores it', async () => {
    await save({ recordPosition: true });
    expect((await as(staff, 'GET', '/api/as/clocking')).json().data).toMatchObject({
      recordPosition: true,
      geofence: false,
    });
    const before = (await punches()).length;
    expect(
      (await as(staff, 'POST', '/api/as/clocking', { latitude: 25.0339, longitude: 121.5644 })).statusCode,
    ).toBe(201);
    // A browser that will not tell still punches: the position is a record, not a check.
    expect((await as(staff, 'POST', '/api/as/clocking', {})).statusCode).toBe(201);
    const after = await punches();
    const position = (value: string | null) => (value === null ? null : Number(value));
    expect(after.slice(before).map((p) => [position(p.latitude), position(p.longitude)])).toEqual([
      [25.0339, 121.5644],
      [null, null],
    ]);
  });
});
