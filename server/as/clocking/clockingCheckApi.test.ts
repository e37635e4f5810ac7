import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, instantOf, wallClockOf } from '../../../schemas/core/zonedTime';
import {
  bearer,
  type SignedIn,
  startTestServer,
  type TestServer,
} from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';
import { recomputeAttendance } from '../days/recomputeAttendance';

const EN = { 'accept-language': 'en' };
const ZONE = 'Asia/Taipei';
const SETTINGS = '/api/as/clocking-check-settings';

/** The working days (Monday to Friday) before today on the organisation's clock, latest first. */
function weekdaysBeforeToday(count: number): string[] {
  const out: string[] = [];
  for (
    let date = addDays(wallClockOf(Date.now(), ZONE).slice(0, 10), -1);
    out.length < count;
    date = addDays(date, -1)
  )
    if (![0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay())) out.push(date);
  return out;
}

interface Day {
  work_date: string;
  status: string;
  exceptions: string;
  late_minutes: number;
  reasons: Array<{ key: string }>;
}

// Issue 15, the check settings (`/as/admin/clocking/check-setting`, the settings document
// as.clockingCheck): which day results are exceptions and a company-wide tolerance, applied to
// the stored days (the punch-card exception list) when they are recomputed, and at once for
// this month and the last when the settings are saved.
describe.each(testDatabaseTargets())('the clock-in check settings on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  let staff: SignedIn;
  const [recent, earlier] = weekdaysBeforeToday(2) as [string, string];
  const as = (who: SignedIn, method: 'GET' | 'PUT', url: string, payload?: Record<string, unknown>) =>
    t.request({ method, url, headers: { ...bearer(who.token), ...EN }, ...(payload ? { payload } : {}) });
  const save = async (changes: Record<string, unknown>) => {
    const version = (await as(admin, 'GET', SETTINGS)).json().data.version;
    expect((await as(admin, 'PUT', SETTINGS, { ...changes, version })).statusCode).toBe(200);
  };
  /** The punch-card exception list's rows of staff's two days, earlier first. */
  const days = async () => {
    const res = await as(
      admin,
      'GET',
      `/api/as/attendance-day?filter[user_id]=${staff.user.id}&per_page=100`,
    );
    expect(res.statusCode).toBe(200);
    return (res.json().data as Day[])
      .filter((d) => d.work_date === earlier || d.work_date === recent)
      .sort((a, b) => a.work_date.localeCompare(b.work_date));
  };

  beforeAll(async () => {
    t = await startTestServer(target);
    [admin, staff] = await Promise.all([t.signIn('admin'), t.signIn('staff')]);
    const { db } = t.server.ctx;
    // On the demo's day shift (09:00, 5 minutes' grace): 12 minutes late, then 20 minutes late.
    for (const [date, time] of [
      [earlier, '09:12'],
      [earlier, '18:00'],
      [recent, '09:20'],
      [recent, '18:00'],
    ] as const)
      await sql`insert into as_punches (user_id, punched_at, source)
        values (${staff.user.id}, ${new Date(instantOf(`${date}T${time}:00`, ZONE))}, 'import')`.execute(db);
    await recomputeAttendance(db, earlier, recent, [staff.user.id]);
  });
  afterAll(async () => t.close());

  it('counts every kind by default, with no tolerance, behind its own rights', async () => {
    expect((await as(admin, 'GET', SETTINGS)).json().data).toEqual({
      late: true,
      earlyLeave: true,
      missingPunch: true,
      absent: true,
      lateToleranceMinutes: 0,
      version: 0,
    });
    expect((await as(staff, 'GET', SETTINGS)).statusCode).toBe(403);
    expect((await as(staff, 'PUT', SETTINGS, { late: false })).statusCode).toBe(403);
    expect((await days()).map((d) => [d.status, d.exceptions, d.late_minutes])).toEqual([
      ['exception', 'late', 12],
      ['exception', 'late', 20],
    ]);
  });

  it('with lateness unchecked, the late days are no longer exceptions once saved', async () => {
    await save({ late: false });
    expect((await days()).map((d) => [d.status, d.exceptions, d.late_minutes])).toEqual([
      ['normal', '', 12],
      ['normal', '', 20],
    ]);
  });

  it('does not flag lateness within the tolerance, and flags it beyond', async () => {
    await save({ late: true, lateToleranceMinutes: 15 });
    const [within, beyond] = await days();
    expect([within!.status, within!.exceptions]).toEqual(['normal', '']);
    expect(within!.reasons.map((r) => r.key)).toContain('lateTolerated');
    expect([beyond!.status, beyond!.exceptions]).toEqual(['exception', 'late']);
    const bad = await as(admin, 'PUT', SETTINGS, { lateToleranceMinutes: 500 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['lateToleranceMinutes']);
  });
});
