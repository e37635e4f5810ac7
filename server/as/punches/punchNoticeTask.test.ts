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

const EN = { 'accept-language': 'en' };
const ZONE = 'Asia/Taipei';
/** A Tuesday and a Wednesday, working days on the demo's day shift (09:00–18:00). */
const TUE = '2026-11-03';
const WED = '2026-11-04';

interface Row {
  userId: number;
  employee: string;
  date: string;
  exceptions: string;
  recipients: string;
  pending: boolean;
}

interface Notice {
  user_id: number;
  title: string;
  content: string;
  model_type: string;
  data: { punchNotice: { employeeId: string; date: string; exceptions: string[] }; link: string };
}

// Issue 15, the punch exception notice (schemas/as/tasks/punchNotice.task.json): a task on the
// generic task API that previews each employee's days with exceptions and sends in-app
// notifications to the employee, their department manager or both, never twice for one day.
describe.each(testDatabaseTargets())('the punch exception notice on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  let staff: SignedIn;
  const ids = new Map<string, number>();
  const names = new Map<string, string>();
  const call = (who: SignedIn, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    t.request({ method, url, headers: { ...bearer(who.token), ...EN }, ...(payload ? { payload } : {}) });
  const preview = async (payload: Record<string, unknown>) => {
    const res = await call(admin, 'POST', '/api/as/punch-notice/preview', payload);
    expect(res.statusCode).toBe(200);
    return res.json().data.rows as Row[];
  };
  const of = (rows: Row[], account: string) => rows.filter((r) => r.userId === ids.get(account));
  const notices = async () =>
    (
      await sql<Notice>`
        select user_id, title, content, model_type, data from notifications
        where model_type = 'as' order by id`.execute(t.server.ctx.db)
    ).rows;

  beforeAll(async () => {
    t = await startTestServer(target);
    [admin, staff] = await Promise.all([t.signIn('admin'), t.signIn('staff')]);
    const { db } = t.server.ctx;
    for (const u of await db.selectFrom('users').select(['id', 'account', 'name']).execute()) {
      ids.set(u.account, u.id);
      names.set(u.account, u.name);
    }
    const punch = (account: string, date: string, time: string) =>
      sql`insert into as_punches (user_id, punched_at, source)
        values (${ids.get(account)!}, ${new Date(instantOf(`${date}T${time}:00`, ZONE))}, 'import')`.execute(
        db,
      );
    // staff is 20 minutes late on Tuesday; user02 forgets to clock out on Wednesday.
    await punch('staff', TUE, '09:20');
    await punch('staff', TUE, '18:00');
    await punch('staff', WED, '08:55');
    await punch('staff', WED, '18:05');
    await punch('user02', TUE, '08:58');
    await punch('user02', TUE, '18:01');
    await punch('user02', WED, '08:59');
    // staff's manager is the administrator (who reads Chinese); user02 has none at all.
    await sql`update departments set head_user_id = null`.execute(db);
    const department = (
      await sql<{ id: number }>`insert into departments (name, code, head_user_id)
        values ('Punch test', 'PUNCH', ${ids.get('admin')!}) returning id`.execute(db)
    ).rows[0]!.id;
    await sql`delete from user_departments where user_id = ${ids.get('staff')!}`.execute(db);
    await sql`insert into user_departments (user_id, department_id, is_primary)
      values (${ids.get('staff')!}, ${department}, true)`.execute(db);
    await sql`update users set language = 'en' where id = ${ids.get('staff')!}`.execute(db);
    await sql`update users set language = 'tw' where id = ${ids.get('admin')!}`.execute(db);
  });
  afterAll(async () => t.close());

  it('defaults to yesterday on the organisation’s clock, and checks its range, behind its own rights', async () => {
    const defaults = (await call(admin, 'GET', '/api/as/punch-notice')).json().data.params;
    const yesterday = addDays(wallClockOf(Date.now(), ZONE).slice(0, 10), -1);
    expect(defaults).toEqual({ from: yesterday, to: yesterday, notify: 'both' });
    const backwards = await call(admin, 'POST', '/api/as/punch-notice/preview', { from: WED, to: TUE });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.to).toEqual(['The end must not be before the start.']);
    const long = await call(admin, 'POST', '/api/as/punch-notice/preview', {
      from: '2026-01-01',
      to: '2026-03-01',
    });
    expect(long.json().errors.to).toEqual(['At most 31 days at a time.']);
    const badDate = await call(admin, 'POST', '/api/as/punch-notice/preview', {
      from: '2026-02-30',
      to: WED,
    });
    expect(badDate.statusCode).toBe(422);
    expect(Object.keys(badDate.json().errors)).toEqual(['from']);
    expect((await call(staff, 'GET', '/api/as/punch-notice')).statusCode).toBe(403);
    expect((await call(staff, 'POST', '/api/as/punch-notice/apply', { from: TUE, to: WED })).statusCode).toBe(
      403,
    );
  });

  it('previews one row per employee and day with exceptions, and whom it would tell', async () => {
    const rows = await preview({ from: TUE, to: WED, notify: 'both' });
    expect(of(rows, 'staff')).toEqual([
      expect.objectContaining({
        date: TUE,
        exceptions: 'Late',
        recipients: `${names.get('staff')}, ${names.get('admin')}`,
        pending: true,
      }),
    ]);
    expect(of(rows, 'user02')).toEqual([
      // Without a manager, user02 is told alone.
      expect.objectContaining({
        date: WED,
        exceptions: 'Missing clock-out',
        recipients: names.get('user02'),
      }),
    ]);
    // Employees who never punched are absent on both days.
    expect(of(rows, 'user03').map((r) => [r.date, r.exceptions])).toEqual([
      [TUE, 'Absent'],
      [WED, 'Absent'],
    ]);
    const managersOnly = await preview({ from: TUE, to: TUE, notify: 'manager' });
    expect(of(managersOnly, 'staff')[0]!.recipients).toBe(names.get('admin'));
    expect(await notices()).toEqual([]);
  });

  it('sends each notice in its recipient’s language, then none again for the same days', async () => {
    const sent = await call(admin, 'POST', '/api/as/punch-notice/apply', {
      from: TUE,
      to: WED,
      notify: 'both',
    });
    expect(sent.statusCode).toBe(200);
    const stored = await notices();
    expect(sent.json().data.count).toBe(stored.length);
    expect(sent.json().message).toBe(`Exception notices sent: ${stored.length} notifications.`);
    expect(sent.json().data.rows.filter((r: Row) => r.pending)).toEqual([]);
    const aboutStaff = stored.filter((n) => n.data.punchNotice.employeeId === String(ids.get('staff')));
    expect(aboutStaff.map((n) => [n.user_id, n.title, n.content])).toEqual([
      [
        ids.get('staff'),
        `Attendance exception on ${TUE}`,
        `Your attendance on ${TUE}: Late. Check your clock-in calendar, and file a missed-punch or leave request if needed.`,
      ],
      [
        ids.get('admin'),
        `${names.get('staff')}：${TUE} 出勤異常`,
        `${names.get('staff')} ${TUE} 的出勤：遲到。`,
      ],
    ]);
    expect(aboutStaff[0]!.data).toEqual({
      punchNotice: { employeeId: String(ids.get('staff')), date: TUE, exceptions: ['late'] },
      link: '/as/use/calendar',
    });
    // Every recipient is a real, active user.
    const users = new Set(ids.values());
    expect(stored.every((n) => users.has(n.user_id))).toBe(true);
    // The staff's own list shows theirs.
    const list = await call(staff, 'GET', '/api/sc/user-notification');
    expect(list.json().data[0]).toMatchObject({ modelType: 'as', title: `Attendance exception on ${TUE}` });
    // The days were stored too: the punch-card exception list agrees with what was sent.
    const days = await call(
      admin,
      'GET',
      `/api/as/attendance-day?filter[user_id]=${ids.get('staff')}&per_page=50`,
    );
    expect(
      days
        .json()
        .data.filter((d: { work_date: string }) => d.work_date === TUE)
        .map((d: { exceptions: string }) => d.exceptions),
    ).toEqual(['late']);

    const again = await call(admin, 'POST', '/api/as/punch-notice/apply', {
      from: TUE,
      to: WED,
      notify: 'both',
    });
    expect(again.json().data.count).toBe(0);
    expect(await notices()).toHaveLength(stored.length);
    const audit = await sql<{ after: { changed: number } }>`
      select after from audit_log where entity = 'as.punchNotice' and action = 'run' order by id`.execute(
      t.server.ctx.db,
    );
    expect(audit.rows.map((r) => r.after.changed)).toEqual([stored.length, 0]);
  });
});
