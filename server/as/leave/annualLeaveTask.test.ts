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

interface Row {
  employee: string;
  hiredOn: string;
  leaveType: string;
  days: string;
  entitled: string;
  granted: string;
  change: string;
  changes: boolean;
}

// The annual leave calculation is a task (schemas/as/tasks/annualLeave.task.json) on the generic
// task API: defaults, a preview that changes nothing, an apply in one transaction. The demo
// hires most staff in 2024 and ran the calculation for 2026 (article 38's table).
describe.each(testDatabaseTargets())('the annual leave calculation on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  let staff: SignedIn;
  const call = (who: SignedIn, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    t.request({ method, url, headers: { ...bearer(who.token), ...EN }, ...(payload ? { payload } : {}) });
  const preview = async (year: number) =>
    (await call(admin, 'POST', '/api/as/annual-leave/preview', { year })).json().data.rows as Row[];
  const annual = async (account: string) =>
    (
      await sql<{ balance: string }>`
        select b.balance::text as balance from as_leave_balances b
        join as_leave_types t on t.id = b.leave_type_id join users u on u.id = b.user_id
        where u.account = ${account} and t.code = 'ANNUAL'`.execute(t.server.ctx.db)
    ).rows[0]?.balance;

  beforeAll(async () => {
    t = await startTestServer(target);
    [admin, staff] = await Promise.all([t.signIn('admin'), t.signIn('staff')]);
  });
  afterAll(async () => t.close());

  it('answers its defaults and checks its parameters, behind its own rights', async () => {
    const defaults = (await call(admin, 'GET', '/api/as/annual-leave')).json().data.params;
    expect(defaults).toEqual({ year: new Date().getUTCFullYear(), hoursPerDay: 8 });
    const bad = await call(admin, 'POST', '/api/as/annual-leave/preview', { year: 1999 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['year']);
    expect((await call(staff, 'GET', '/api/as/annual-leave')).statusCode).toBe(403);
    expect((await call(staff, 'POST', '/api/as/annual-leave/preview', { year: 2027 })).statusCode).toBe(403);
    expect((await call(staff, 'POST', '/api/as/annual-leave/apply', { year: 2027 })).statusCode).toBe(403);
  });

  it('shows the demo’s 2026 as already granted, and 2027 by the seniority table', async () => {
    const done = await preview(2026);
    expect(done.length).toBeGreaterThan(5);
    expect(done.filter((row) => row.changes)).toEqual([]);
    expect(await annual('staff')).toBe('56.00');
    const next = await preview(2027);
    const byHire = (hiredOn: string) => next.find((row) => row.hiredOn === hiredOn)!;
    // The administrator, hired in April 2012: 14 years 9 months on 1 January 2027, 16 + 4 days.
    expect(byHire('2012-04-01')).toMatchObject({
      days: '20.00',
      entitled: '160.00',
      granted: '0.00',
      change: '160.00',
    });
    // Hired in October 2025: 15 months, 7 days; in June 2025: 19 months, 7 days as well.
    expect(byHire('2025-10-01')).toMatchObject({ days: '7.00', leaveType: 'Annual leave' });
  });

  it('applies the differences once, as annual movements, and again only what a changed table adds', async () => {
    const first = await call(admin, 'POST', '/api/as/annual-leave/apply', { year: 2027 });
    expect(first.statusCode).toBe(200);
    const rows = (await preview(2027)).length;
    expect(first.json().data.count).toBe(rows);
    expect(first.json().message).toBe(`Annual calculation applied: ${rows} movements.`);
    expect(first.json().data.rows.filter((row: Row) => row.changes)).toEqual([]);
    // Staff joined in 2024: two years or more in 2027, 10 days on top of 2026's 7.
    expect(await annual('staff')).toBe('136.00');
    const again = await call(admin, 'POST', '/api/as/annual-leave/apply', { year: 2027 });
    expect(again.json().data.count).toBe(0);
    expect(await annual('staff')).toBe('136.00');

    await sql`update as_leave_rules set days = 11 where min_months = 24`.execute(t.server.ctx.db);
    const changed = (await preview(2027)).filter((row) => row.changes);
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.every((row) => row.change === '8.00' && row.days === '11.00')).toBe(true);
    const runs = (
      await sql<{ after: { params: { year: number }; changed: number } }>`
        select after from audit_log where entity = 'as.annualLeave' and action = 'run' order by id`.execute(
        t.server.ctx.db,
      )
    ).rows.map((r) => (typeof r.after === 'string' ? JSON.parse(r.after) : r.after));
    expect(runs).toEqual([
      { params: { year: 2027, hoursPerDay: 8 }, changed: rows },
      { params: { year: 2027, hoursPerDay: 8 }, changed: 0 },
    ]);
  });
});
