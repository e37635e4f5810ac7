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
const TAIPEI_101 = { latitude: 25.033976, longitude: 121.564472 };

interface Today {
  date: string;
  punches: string[];
  day: { status: string; shift_code: string } | null;
}

// Issue 15: online clock-in at the server's time, behind the address and geofence checks the
// administrators set, recomputing the caller's day at once.
describe.each(testDatabaseTargets())('online clock-in on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  let staff: SignedIn;
  const as = (who: SignedIn | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.request({
      method,
      url,
      headers: { ...(who ? bearer(who.token) : {}), ...EN },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const punches = async () =>
    (
      await sql<{
        n: number;
      }>`select count(*)::int as n from as_punches where user_id = ${staff.user.id}`.execute(t.server.ctx.db)
    ).rows[0]!.n;

  beforeAll(async () => {
    t = await startTestServer(target);
    [admin, staff] = await Promise.all([t.signIn('admin'), t.signIn('staff')]);
  });
  afterAll(async () => t.close());

  it('shows today on the day shift, punches at the server’s time and recomputes the day', async () => {
    const before = await as(staff, 'GET', '/api/as/clocking');
    expect(before.statusCode).toBe(200);
    const today = before.json().data as Today;
    expect(today.punches).toEqual([]);
    const sent = Date.now();
    const punched = await as(staff, 'POST', '/api/as/clocking', {});
    expect(punched.statusCode).toBe(201);
    const after = punched.json().data as Today;
    expect(after.date).toBe(today.date);
    expect(after.punches).toHaveLength(1);
    expect(Math.abs(Date.parse(after.punches[0]!) - sent)).toBeLessThan(60_000);
    expect(after.day).not.toBeNull();
    const source = await sql<{ source: string; ip: string }>`
      select source, ip from as_punches where user_id = ${staff.user.id}`.execute(t.server.ctx.db);
    expect(source.rows).toEqual([{ source: 'web', ip: '127.0.0.1' }]);
  });

  it('refuses a clock-in from an address no web clock device allows, and takes one it does', async () => {
    const device = await as(admin, 'POST', '/api/sc/hardware', {
      name: 'Office network',
      type: 'web',
      allowed_addresses: '203.0.113.0/24',
    });
    expect(device.statusCode).toBe(201);
    const count = await punches();
    const refused = await as(staff, 'POST', '/api/as/clocking', {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Clocking in is not allowed from this network (127.0.0.1).');
    expect(await punches()).toBe(count);
    const { id, version } = device.json().data;
    await as(admin, 'PUT', `/api/sc/hardware/${id}`, {
      allowed_addresses: '203.0.113.0/24\n127.0.0.1',
      version,
    });
    expect((await as(staff, 'POST', '/api/as/clocking', {})).statusCode).toBe(201);
    expect(await punches()).toBe(count + 1);
  });

  it('asks for a position inside a geofence site when the geofence is on', async () => {
    const on = await as(admin, 'PUT', '/api/sc/map', {
      geofenceEnabled: true,
      sites: [{ name: 'Head office', ...TAIPEI_101, radius: 200 }],
    });
    expect(on.statusCode).toBe(200);
    const count = await punches();
    const blind = await as(staff, 'POST', '/api/as/clocking', {});
    expect(blind.statusCode).toBe(422);
    expect(blind.json().errors.latitude[0]).toContain('Your position is needed');
    const far = await as(staff, 'POST', '/api/as/clocking', { latitude: 25.047, longitude: 121.517 });
    expect(far.statusCode).toBe(422);
    expect(far.json().errors.latitude[0]).toMatch(/^You are \d+ m from Head office, outside/);
    expect(await punches()).toBe(count);
    const near = await as(staff, 'POST', '/api/as/clocking', { latitude: 25.0345, longitude: 121.5649 });
    expect(near.statusCode).toBe(201);
    expect(await punches()).toBe(count + 1);
  });

  it('holds an employee to their own sites when their member record names some', async () => {
    const plant = { latitude: 24.7805, longitude: 120.9969 };
    await as(admin, 'PUT', '/api/sc/map', {
      geofenceEnabled: true,
      sites: [
        { name: 'Head office', ...TAIPEI_101, radius: 200 },
        { name: 'Hsinchu plant', ...plant, radius: 300 },
      ],
    });
    const member = (await as(admin, 'GET', `/api/as/member?filter[user_id]=${staff.user.id}`)).json().data[0];
    const unknown = await as(admin, 'PUT', `/api/as/member/${member.id}`, {
      clock_sites: 'Kaohsiung port',
      version: member.version,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.clock_sites[0]).toContain('Kaohsiung port');
    const saved = await as(admin, 'PUT', `/api/as/member/${member.id}`, {
      clock_sites: ' Hsinchu plant ,',
      version: member.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.clock_sites).toBe('Hsinchu plant');
    // Inside the head office's circle, but it is not theirs.
    const office = await as(staff, 'POST', '/api/as/clocking', { latitude: 25.0345, longitude: 121.5649 });
    expect(office.statusCode).toBe(422);
    expect(office.json().errors.latitude[0]).toMatch(/from Hsinchu plant, outside/);
    expect((await as(staff, 'POST', '/api/as/clocking', plant)).statusCode).toBe(201);
  });

  it('tells someone who is not an attendance member to ask for it, and refuses anonymous callers', async () => {
    await sql`update as_members set deleted_at = now() where user_id = ${staff.user.id}`.execute(
      t.server.ctx.db,
    );
    const res = await as(staff, 'GET', '/api/as/clocking');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('You are not set up for attendance yet');
    expect((await as(null, 'POST', '/api/as/clocking', {})).statusCode).toBe(401);
  });
});
