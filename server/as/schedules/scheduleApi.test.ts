import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  type SignedIn,
  startTestServer,
  type TestServer,
} from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';

// The online scheduling grid writes the schedule through its generic API, one cell at a time:
// each write recomputes that employee's day (server/as/schedules/scheduleRules.ts).
describe.each(testDatabaseTargets())('scheduling a day on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  let staffId: number;
  const call = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: Record<string, unknown>) =>
    t.request({
      method,
      url,
      headers: { ...bearer(admin.token), 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });
  const day = async (date: string) =>
    (
      await sql<{ status: string; shift: string | null }>`
        select d.status, s.code as shift from as_attendance_days d left join as_shifts s on s.id = d.shift_id
        where d.user_id = ${staffId} and d.work_date = ${date}::date and d.deleted_at is null`.execute(
        t.server.ctx.db,
      )
    ).rows[0];

  beforeAll(async () => {
    t = await startTestServer(target);
    admin = await t.signIn('admin');
    staffId = (await t.signIn('staff')).user.id;
  });
  afterAll(async () => t.close());

  it('recomputes the day when a shift is set, changed, taken off and given back', async () => {
    // A Tuesday without punches: on the default day shift it is an absence.
    const date = '2026-11-10';
    const night = (
      await sql<{ id: number }>`select id from as_shifts where code = 'NIGHT'`.execute(t.server.ctx.db)
    ).rows[0]!.id;
    const created = await call('POST', '/api/as/schedule', {
      user_id: staffId,
      work_date: date,
      shift_id: null,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await day(date)).toMatchObject({ status: 'noShift', shift: null });

    const row = created.json().data as { id: number; version: number };
    const changed = await call('PUT', `/api/as/schedule/${row.id}`, {
      shift_id: night,
      version: row.version,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await day(date)).toMatchObject({ status: 'absent', shift: 'NIGHT' });

    expect((await call('DELETE', `/api/as/schedule/${row.id}`)).statusCode).toBe(200);
    expect(await day(date)).toMatchObject({ status: 'absent', shift: 'DAY' });

    // The grid reads a month of cells through the calendar window, one record per person and day.
    await call('POST', '/api/as/schedule', { user_id: staffId, work_date: '2026-11-11', shift_id: night });
    const month = await call('GET', '/api/as/schedule/calendar?start=2026-11-01&end=2026-12-01');
    expect(
      month.json().data.map((r: { work_date: string; shift_id: number }) => [r.work_date, r.shift_id]),
    ).toEqual([['2026-11-11', night]]);
  });
});
