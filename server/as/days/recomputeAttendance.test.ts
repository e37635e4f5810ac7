import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantOf } from '../../../schemas/core/zonedTime';
import { startTestServer, type TestServer } from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';
import { recomputeAttendance } from './recomputeAttendance';

const ZONE = 'Asia/Taipei';
const at = (date: string, time: string) => new Date(instantOf(`${date}T${time}:00`, ZONE));

interface StoredDay {
  user_id: number;
  work_date: string;
  status: string;
  exceptions: string;
  kind: string;
  worked_minutes: number;
  late_minutes: number;
  reasons: Array<{ key: string }>;
}

// Issue 15: a range of days recomputed from what is stored (members, shifts, schedules, the
// holiday calendar, punches) into the attendance-day list, the same every time, and changed
// only by a change of its inputs (a punch imported late, a holiday added).
describe.each(testDatabaseTargets())('recomputing attendance on $name', (target) => {
  let t: TestServer;
  const ids = new Map<string, number>();
  const days = async () =>
    (
      await sql<StoredDay>`
        select user_id, to_char(work_date, 'YYYY-MM-DD') as work_date, status, exceptions, kind,
               worked_minutes, late_minutes, reasons
        from as_attendance_days order by user_id, work_date`.execute(t.server.ctx.db)
    ).rows;
  /** The two members this test follows (the demo has more). */
  const two = () => [ids.get('staff')!, ids.get('user02')!];
  const punch = (account: string, date: string, time: string) =>
    sql`insert into as_punches (user_id, punched_at, source) values (${ids.get(account)!}, ${at(date, time)}, 'import')`.execute(
      t.server.ctx.db,
    );

  beforeAll(async () => {
    t = await startTestServer(target);
    const { db } = t.server.ctx;
    for (const u of await db.selectFrom('users').select(['id', 'account']).execute())
      ids.set(u.account, u.id);
    const region = (
      await sql<{ id: number }>`
        insert into calendar_regions (name, code, time_zone, is_default) values ('Taiwan', 'TW', ${ZONE}, true)
        returning id`.execute(db)
    ).rows[0]!.id;
    await sql`insert into calendar_events (region, date, year, name, kind)
      values (${region}, '2026-11-05', 2026, 'Founders day', 'holiday'),
             (${region}, '2026-11-07', 2026, 'Make-up workday', 'workday')`.execute(db);
    const shift = async (code: string) =>
      (await sql<{ id: number }>`select id from as_shifts where code = ${code}`.execute(db)).rows[0]!.id;
    // The demo makes every user a member on the day shift; user02 has no usual shift here.
    await sql`update as_members set default_shift_id = null where user_id = ${ids.get('user02')!}`.execute(
      db,
    );
    // user02 works nights on Monday and Tuesday, by the schedule.
    await sql`insert into as_schedules (user_id, work_date, shift_id)
      values (${ids.get('user02')!}, '2026-11-02', ${await shift('NIGHT')}),
             (${ids.get('user02')!}, '2026-11-03', ${await shift('NIGHT')})`.execute(db);
    for (const [date, time] of [
      ['2026-11-02', '08:57'],
      ['2026-11-02', '18:03'],
      ['2026-11-03', '09:20'], // and no check-out: forgotten
      ['2026-11-04', '08:50'],
      ['2026-11-04', '18:00'],
      ['2026-11-07', '09:00'],
      ['2026-11-07', '18:00'],
    ])
      await punch('staff', date!, time!);
    await punch('user02', '2026-11-02', '21:55');
    await punch('user02', '2026-11-03', '06:02');
  });
  afterAll(async () => t.close());

  it('computes each member’s days from their shift, the calendar and their punches', async () => {
    expect(await recomputeAttendance(t.server.ctx.db, '2026-11-02', '2026-11-08', two())).toEqual({
      days: 14,
    });
    const stored = await days();
    const staff = stored.filter((d) => d.user_id === ids.get('staff'));
    expect(staff.map((d) => [d.work_date, d.status, d.exceptions])).toEqual([
      ['2026-11-02', 'normal', ''],
      ['2026-11-03', 'exception', 'missingOut,late'],
      ['2026-11-04', 'normal', ''],
      ['2026-11-05', 'holiday', ''],
      ['2026-11-06', 'absent', 'absent'],
      ['2026-11-07', 'normal', ''],
      ['2026-11-08', 'restDay', ''],
    ]);
    expect(staff[0]!.worked_minutes).toBe(480);
    expect(staff[1]!.late_minutes).toBe(20);
    expect(staff[1]!.reasons.map((r) => r.key)).toContain('missingOut');
    const nights = stored.filter((d) => d.user_id === ids.get('user02'));
    expect(nights.map((d) => [d.work_date, d.status, d.kind])).toEqual([
      ['2026-11-02', 'normal', 'workday'],
      ['2026-11-03', 'absent', 'workday'],
      ['2026-11-04', 'noShift', 'workday'],
      ['2026-11-05', 'holiday', 'holiday'],
      ['2026-11-06', 'noShift', 'workday'],
      ['2026-11-07', 'noShift', 'workday'],
      ['2026-11-08', 'restDay', 'restDay'],
    ]);
    expect(nights[0]!.worked_minutes).toBe(450);
  });

  it('gives the same rows when run again, and changes only what a late input changes', async () => {
    const before = await days();
    await recomputeAttendance(t.server.ctx.db, '2026-11-02', '2026-11-08', two());
    expect(await days()).toEqual(before);
    // The forgotten check-out arrives from a device file; only staff's days are recomputed.
    await punch('staff', '2026-11-03', '18:30');
    await recomputeAttendance(t.server.ctx.db, '2026-11-03', '2026-11-03', [ids.get('staff')!]);
    const after = await days();
    const changed = after.filter((d, i) => JSON.stringify(d) !== JSON.stringify(before[i]));
    expect(changed.map((d) => [d.work_date, d.status, d.exceptions])).toEqual([
      ['2026-11-03', 'exception', 'late'],
    ]);
    expect(after).toHaveLength(before.length);
  });
});
