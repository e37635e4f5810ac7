import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  type SignedIn,
  startTestServer,
  type TestServer,
} from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';
import { recomputeAttendance } from './recomputeAttendance';

// A holiday entered late (/sc/calendar-event) recomputes the days it falls on at once, so the
// exceptions list and the reports stop counting an absence there, and the day says why.
describe.each(testDatabaseTargets())('a late holiday on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  let staffId: number;
  const call = (method: 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    t.request({
      method,
      url,
      headers: { ...bearer(admin.token), 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });
  const stored = async (date: string) =>
    (
      await sql<{ status: string; reasons: Array<{ key: string }> }>`
        select status, reasons from as_attendance_days
        where user_id = ${staffId} and work_date = ${date}::date and deleted_at is null`.execute(
        t.server.ctx.db,
      )
    ).rows[0];

  beforeAll(async () => {
    t = await startTestServer(target);
    admin = await t.signIn('admin');
    staffId = (await t.signIn('staff')).user.id;
  });
  afterAll(async () => t.close());

  it('turns an absence into a holiday when the holiday is added, and back when it is removed', async () => {
    // A Tuesday in the past without punches: an absence on the day shift.
    const date = '2026-11-10';
    await recomputeAttendance(t.server.ctx.db, date, date);
    expect((await stored(date))?.status).toBe('absent');

    const region = await call('POST', '/api/sc/calendar-region', {
      name: 'Taiwan',
      code: 'TW',
      time_zone: 'Asia/Taipei',
      is_default: true,
    });
    expect(region.statusCode, region.body).toBe(201);
    const event = await call('POST', '/api/sc/calendar-event', {
      region: region.json().data.id,
      date,
      name: 'Typhoon day',
      kind: 'holiday',
    });
    expect(event.statusCode, event.body).toBe(201);
    const holiday = await stored(date);
    expect(holiday?.status).toBe('holiday');
    expect(holiday?.reasons.map((r) => r.key)).toContain('holiday');

    expect((await call('DELETE', `/api/sc/calendar-event/${event.json().data.id}`)).statusCode).toBe(200);
    expect((await stored(date))?.status).toBe('absent');
  });
});
