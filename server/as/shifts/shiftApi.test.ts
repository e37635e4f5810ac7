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

// Issue 15: shifts and their categories are descriptors on the runtime (schemas/as/entities),
// behind the spec's `shiftManagement` right; the shift's rules check its hours and keep its
// working minutes as the day computation counts them.
describe.each(testDatabaseTargets())('shifts on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  let staff: SignedIn;
  const as = (who: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.request({
      method,
      url,
      headers: { ...bearer(who.token), ...EN },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const shift = (code: string, hours: Record<string, unknown>) => ({
    code,
    name: { tw: code, en: code },
    ...hours,
  });

  beforeAll(async () => {
    t = await startTestServer(target);
    [admin, staff] = await Promise.all([t.signIn('admin'), t.signIn('staff')]);
  });
  afterAll(async () => t.close());

  it('seeds the demo shifts with their working minutes, a night shift among them', async () => {
    const list = (await as(admin, 'GET', '/api/as/shift?per_page=50')).json().data as Array<{
      code: string;
      work_minutes: number;
      category_id_label: string;
    }>;
    expect(list.map((s) => [s.code, s.work_minutes])).toEqual([
      ['DAY', 480],
      ['FLEX', 480],
      ['NIGHT', 450],
    ]);
    expect(list.find((s) => s.code === 'NIGHT')?.category_id_label).toBe('Rotating shifts');
  });

  it('keeps a night shift’s working minutes across midnight, and recomputes them on edit', async () => {
    const created = await as(
      admin,
      'POST',
      '/api/as/shift',
      shift('N2', { start_time: '23:00', end_time: '07:00', break_start: '03:00', break_end: '04:00' }),
    );
    expect(created.statusCode).toBe(201);
    const { id, version, work_minutes } = created.json().data;
    expect(work_minutes).toBe(420);
    const edited = await as(admin, 'PUT', `/api/as/shift/${id}`, { end_time: '08:00', version });
    expect(edited.json().data.work_minutes).toBe(480);
  });

  it('refuses a shift that ends when it starts, half a break, or a break outside the shift', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ start_time: '09:00', end_time: '09:00' }, 'end_time', 'The end must differ from the start'],
      [
        { start_time: '09:00', end_time: '18:00', break_start: '12:00' },
        'break_end',
        'both ends of the break',
      ],
      [
        { start_time: '09:00', end_time: '18:00', break_start: '18:30', break_end: '19:00' },
        'break_start',
        'within the shift, 09:00 to 18:00',
      ],
      [{ start_time: '9:00', end_time: '18:00' }, 'start_time', ''],
    ];
    for (const [hours, field, message] of cases) {
      const res = await as(admin, 'POST', '/api/as/shift', shift('BAD', hours));
      expect(res.statusCode, JSON.stringify(hours)).toBe(422);
      expect(res.json().errors[field]?.[0] ?? '', JSON.stringify(hours)).toContain(message);
    }
    const rows = await sql`select code from as_shifts where code = 'BAD'`.execute(t.server.ctx.db);
    expect(rows.rows).toEqual([]);
  });

  it('answers the spec’s cached pick list to everyone signed in, and the list only to shift managers', async () => {
    const all = await as(staff, 'GET', '/api/as/shift/all');
    expect(all.statusCode).toBe(200);
    expect(all.json().data.length).toBeGreaterThanOrEqual(3);
    expect((await as(staff, 'GET', '/api/as/shift')).statusCode).toBe(403);
    expect(
      (await as(staff, 'POST', '/api/as/shift', shift('X', { start_time: '09:00', end_time: '18:00' })))
        .statusCode,
    ).toBe(403);
  });
});
