import ExcelJS from 'exceljs';
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
const PERIOD = { from: '2031-01-06', to: '2031-01-10' };

// The attendance statistics are a report (schemas/as/reports/attendance.report.json) on the
// generic report API: defaults, run (rows and totals), export (XLSX). Its figures are the stored
// day results added up; the test writes a week of days in 2031, where the demo has none.
describe.each(testDatabaseTargets())('the attendance report on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  let staff: SignedIn;
  const call = (who: SignedIn, url: string, payload?: Record<string, unknown>, method?: 'PUT') =>
    t.request({
      method: method ?? (payload ? 'POST' : 'GET'),
      url,
      headers: { ...bearer(who.token), ...EN },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    t = await startTestServer(target);
    [admin, staff] = await Promise.all([t.signIn('admin'), t.signIn('staff')]);
    const day = (
      account: string,
      date: string,
      kind: string,
      status: string,
      values: Record<string, unknown>,
    ) =>
      sql`
      insert into as_attendance_days (user_id, work_date, kind, status, exceptions, expected_minutes,
        worked_minutes, late_minutes, early_leave_minutes, leave_minutes, absent_minutes, overtime_minutes, reasons)
      select id, ${date}::date, ${kind}, ${status}, ${String(values.exceptions ?? '')}, 480,
        ${Number(values.worked ?? 0)}, ${Number(values.late ?? 0)}, 0, ${Number(values.leave ?? 0)},
        ${status === 'absent' ? 480 : 0}, ${Number(values.overtime ?? 0)}, '[]'::jsonb
      from users where account = ${account}`.execute(t.server.ctx.db);
    await day('staff', '2031-01-06', 'workday', 'normal', { worked: 480 });
    await day('staff', '2031-01-07', 'workday', 'exception', {
      worked: 465,
      late: 15,
      exceptions: 'late,missingOut',
    });
    await day('staff', '2031-01-08', 'workday', 'absent', {});
    await day('staff', '2031-01-09', 'workday', 'onLeave', { leave: 480 });
    await day('user01', '2031-01-06', 'workday', 'normal', { worked: 480, overtime: 90 });
    await day('user01', '2031-01-11', 'restDay', 'restDay', {});
  });
  afterAll(async () => t.close());

  it('answers this month as its default period, checks its parameters, behind its own rights', async () => {
    const defaults = (await call(admin, '/api/as/report')).json().data.params;
    const today = new Date().toISOString().slice(0, 10);
    expect(defaults).toEqual({ from: `${today.slice(0, 8)}01`, to: today, groupBy: 'employee' });
    const bad = await call(admin, '/api/as/report/run', { from: '2031-13-45', to: 'x', groupBy: 'team' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['from', 'groupBy', 'to']);
    const backwards = await call(admin, '/api/as/report/run', { from: '2031-01-10', to: '2031-01-06' });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.to).toEqual(['The end of the period is before its start.']);
    expect((await call(staff, '/api/as/report')).statusCode).toBe(403);
    expect((await call(staff, '/api/as/report/run', PERIOD)).statusCode).toBe(403);
    expect((await call(staff, '/api/as/report/export', PERIOD)).statusCode).toBe(403);
  });

  it('adds up each employee’s days in the period, and totals them exactly', async () => {
    const answer = (await call(admin, '/api/as/report/run', PERIOD)).json().data;
    const names = await sql<{ account: string; name: string }>`
      select account, name from users where account in ('staff', 'user01')`.execute(t.server.ctx.db);
    const nameOf = (account: string) => names.rows.find((r) => r.account === account)?.name;
    expect(answer.rows).toHaveLength(2);
    expect(answer.rows.find((r: { name: string }) => r.name === nameOf('staff'))).toMatchObject({
      workdays: 4,
      workedHours: '15.75',
      leaveHours: '8.00',
      overtimeHours: '0.00',
      lateCount: 1,
      lateMinutes: 15,
      earlyCount: 0,
      missingCount: 1,
      absentDays: 1,
      exceptionDays: 2,
    });
    // user01's rest day on the 11th is outside the period.
    expect(answer.rows.find((r: { name: string }) => r.name === nameOf('user01'))).toMatchObject({
      workdays: 1,
      workedHours: '8.00',
      overtimeHours: '1.50',
      exceptionDays: 0,
    });
    expect(answer.totals).toMatchObject({
      workdays: 5,
      workedHours: '23.75',
      overtimeHours: '1.50',
      absentDays: 1,
    });
  });

  it('groups by primary department, counting the people in each', async () => {
    const rows = (await call(admin, '/api/as/report/run', { ...PERIOD, groupBy: 'department' })).json().data
      .rows;
    const departments = await sql<{ name: string | null }>`
      select d.name from users u
      left join user_departments ud on ud.user_id = u.id and ud.is_primary
      left join departments d on d.id = ud.department_id
      where u.account in ('staff', 'user01')`.execute(t.server.ctx.db);
    const expected = new Set(departments.rows.map((r) => r.name));
    expect(new Set(rows.map((r: { name: string | null }) => r.name))).toEqual(expected);
    expect(rows.reduce((sum: number, r: { people: number }) => sum + r.people, 0)).toBe(2);
    expect(rows.reduce((sum: number, r: { workdays: number }) => sum + r.workdays, 0)).toBe(5);
  });

  it('reaches only the rows the reader’s view scope on attendance days reaches', async () => {
    // staff may read the report, and the attendance days at their own scope: their own row only.
    const granted = await call(
      admin,
      `/api/sc/rights/owner/u${staff.user.id}`,
      {
        paths: ['as.admin.report.actions.view', 'as.admin.attendanceDay.actions.view'],
        scopes: { 'as.admin.attendanceDay.actions.view': 'own' },
      },
      'PUT',
    );
    expect(granted.statusCode, granted.body).toBe(200);
    const mine = await t.signIn('staff');
    const rows = (await call(mine, '/api/as/report/run', PERIOD)).json().data.rows;
    expect(rows.map((r: { account: string }) => r.account)).toEqual(['staff']);
    expect((await call(mine, '/api/as/report/export', PERIOD)).statusCode).toBe(403);
  });

  it('exports the same figures as an XLSX file with a totals line', async () => {
    const res = await call(admin, '/api/as/report/export', PERIOD);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="as-attendance-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Statistics report');
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1).slice(0, 6)).toEqual([
      'Name',
      'Account',
      'Department',
      'People',
      'Workdays',
      'Hours worked',
    ]);
    expect(sheet.rowCount).toBe(4);
    expect(values(4)[0]).toBe('Total');
    expect(values(4)[4]).toBe(5);
    expect(values(4)[5]).toBe(23.75);
  });
});
