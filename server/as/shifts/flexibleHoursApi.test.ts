import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantOf } from '../../../schemas/core/zonedTime';
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
/** A Monday surely in the past, so writes to the list recompute it (later days wait to be looked at). */
const MON = '2025-11-03';
const TUE = '2025-11-04';
const at = (date: string, time: string) => new Date(instantOf(`${date}T${time}:00`, ZONE));

interface StoredDay {
  status: string;
  exceptions: string;
  late_minutes: number;
  early_leave_minutes: number;
  reasons: Array<{ key: string; values?: Record<string, unknown> }>;
}

// Issue 15: the flexible hours list (`as.flexibleHours`) and its settings document. An employee on
// the list gets the larger of their shift's flexible minutes and the list's allowance; writing
// to the list recomputes the days it covers; the setting switches the list off.
describe.each(testDatabaseTargets())('the flexible hours list on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  let staff: SignedIn;
  const ids = new Map<string, number>();
  const as = (
    who: SignedIn,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
  ) =>
    t.request({
      method,
      url,
      headers: { ...bearer(who.token), ...EN },
      ...(payload === undefined ? {} : { payload }),
    });
  const day = async (account: string, date: string) =>
    (
      await sql<StoredDay>`
        select status, exceptions, late_minutes, early_leave_minutes, reasons from as_attendance_days
        where user_id = ${ids.get(account)!} and work_date = ${date}::date`.execute(t.server.ctx.db)
    ).rows[0];
  const punch = (account: string, date: string, time: string) =>
    sql`insert into as_punches (user_id, punched_at, source) values (${ids.get(account)!}, ${at(date, time)}, 'import')`.execute(
      t.server.ctx.db,
    );
  const saveSettings = async (changes: Record<string, unknown>) => {
    const { version } = (await as(admin, 'GET', '/api/as/flexible-hours-settings')).json().data;
    const saved = await as(admin, 'PUT', '/api/as/flexible-hours-settings', { ...changes, version });
    expect(saved.statusCode).toBe(200);
    return saved.json().data;
  };

  beforeAll(async () => {
    t = await startTestServer(target);
    [admin, staff] = await Promise.all([t.signIn('admin'), t.signIn('staff')]);
    const { db } = t.server.ctx;
    for (const u of await db.selectFrom('users').select(['id', 'account']).execute())
      ids.set(u.account, u.id);
    await sql`insert into calendar_regions (name, code, time_zone, is_default) values ('Taiwan', 'TW', ${ZONE}, true)`.execute(
      db,
    );
    // Both on the demo's day shift (09:00-18:00, no flexible minutes, 5 minutes' grace), both 20
    // minutes late on Monday and staying 20 minutes longer; on Tuesday both come 20 minutes early.
    for (const account of ['staff', 'user02']) {
      await punch(account, MON, '09:20');
      await punch(account, MON, '18:20');
      await punch(account, TUE, '08:40');
      await punch(account, TUE, '17:40');
    }
    await recomputeAttendance(db, MON, TUE, [ids.get('staff')!, ids.get('user02')!]);
  });
  afterAll(async () => t.close());

  it('starts with the list on, a default of 30 minutes and no early starts', async () => {
    const answer = await as(admin, 'GET', '/api/as/flexible-hours-settings');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ enabled: true, defaultMinutes: 30, allowEarly: false });
    // Staff hold no shift management or settings right.
    expect((await as(staff, 'GET', '/api/as/flexible-hours-settings')).statusCode).toBe(403);
    expect((await as(staff, 'GET', '/api/as/flexible-hours')).statusCode).toBe(403);
  });

  it('puts an employee on the list: 20 minutes late on a shift without flexible minutes is on time', async () => {
    expect(await day('staff', MON)).toMatchObject({
      status: 'exception',
      exceptions: 'late',
      late_minutes: 20,
    });
    const created = await as(admin, 'POST', '/api/as/flexible-hours', {
      user_id: ids.get('staff'),
      starts_on: '2025-11-01',
      ends_on: '2025-11-30',
      note: 'School run',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      minutes: null,
      starts_on: '2025-11-01',
      ends_on: '2025-11-30',
    });
    // Recomputed by the write itself: the default allowance (30) covers the 20 minutes.
    const onList = await day('staff', MON);
    expect(onList).toMatchObject({
      status: 'normal',
      exceptions: '',
      late_minutes: 0,
      early_leave_minutes: 0,
    });
    expect(onList!.reasons).toContainEqual({ key: 'flexible', values: { minutes: 20 } });
    // Someone not on the list is still late.
    expect(await day('user02', MON)).toMatchObject({
      status: 'exception',
      exceptions: 'late',
      late_minutes: 20,
    });
    // An early arrival does not move the day earlier unless the setting allows it.
    expect(await day('staff', TUE)).toMatchObject({ exceptions: 'earlyLeave', early_leave_minutes: 20 });
    const list = (
      await as(admin, 'GET', `/api/as/flexible-hours?filter[user_id]=${ids.get('staff')}`)
    ).json();
    expect(list.meta.total).toBe(1);
  });

  it('lets an early start move the day earlier when the setting allows it, for listed employees only', async () => {
    await saveSettings({ allowEarly: true });
    await recomputeAttendance(t.server.ctx.db, MON, TUE, [ids.get('staff')!, ids.get('user02')!]);
    const early = await day('staff', TUE);
    expect(early).toMatchObject({ status: 'normal', early_leave_minutes: 0 });
    expect(early!.reasons).toContainEqual({ key: 'flexibleEarly', values: { minutes: 20 } });
    expect(await day('user02', TUE)).toMatchObject({ exceptions: 'earlyLeave', early_leave_minutes: 20 });
    await saveSettings({ allowEarly: false });
  });

  it('gives the list’s minutes only when larger than the shift’s, and refuses an end before the start', async () => {
    const id = (await as(admin, 'GET', `/api/as/flexible-hours?filter[user_id]=${ids.get('staff')}`)).json()
      .data[0].id as number;
    const row = (await as(admin, 'GET', `/api/as/flexible-hours/${id}`)).json().data;
    const tight = await as(admin, 'PUT', `/api/as/flexible-hours/${id}`, {
      minutes: 10,
      version: row.version,
    });
    expect(tight.statusCode).toBe(200);
    // Ten minutes forgiven of twenty: ten late (beyond the shift's 5 minutes' grace).
    expect(await day('staff', MON)).toMatchObject({ exceptions: 'late', late_minutes: 10 });
    const refused = await as(admin, 'PUT', `/api/as/flexible-hours/${id}`, {
      ends_on: '2025-10-01',
      version: tight.json().data.version,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.ends_on).toEqual(['The end date cannot be before the start date.']);
  });

  it('switches the list off with the setting, and recomputes the days when an assignment is removed', async () => {
    await saveSettings({ enabled: false });
    await recomputeAttendance(t.server.ctx.db, MON, MON, [ids.get('staff')!]);
    expect(await day('staff', MON)).toMatchObject({ exceptions: 'late', late_minutes: 20 });
    await saveSettings({ enabled: true });
    await recomputeAttendance(t.server.ctx.db, MON, MON, [ids.get('staff')!]);
    expect(await day('staff', MON)).toMatchObject({ exceptions: 'late', late_minutes: 10 });

    const id = (await as(admin, 'GET', `/api/as/flexible-hours?filter[user_id]=${ids.get('staff')}`)).json()
      .data[0].id as number;
    expect((await as(admin, 'DELETE', `/api/as/flexible-hours/${id}`)).statusCode).toBeLessThan(300);
    expect(await day('staff', MON)).toMatchObject({ exceptions: 'late', late_minutes: 20 });
  });

  it('seeds two demo employees on the list', async () => {
    const rows = (
      await sql<{ account: string; minutes: number | null }>`
        select u.account, f.minutes from as_flexible_hours f join users u on u.id = f.user_id
        where f.deleted_at is null order by u.account`.execute(t.server.ctx.db)
    ).rows;
    expect(rows).toEqual([
      { account: 'user03', minutes: null },
      { account: 'user04', minutes: 45 },
    ]);
  });
});
