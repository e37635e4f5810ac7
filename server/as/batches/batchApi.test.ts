import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  type SignedIn,
  startTestServer,
  type TestServer,
} from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';

// The demo's usual shift is 09:00–18:00 (lunch 12:00–13:00) on weekdays, Asia/Taipei, with no
// holiday in December 2026; every demo user has 112 hours of personal leave granted for 2026.
describe.each(testDatabaseTargets())('batch leave and batch overtime on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  const ids: Record<string, number> = {};
  const db = () => t.server.ctx.db;

  const call = (who: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.request({
      method,
      url,
      headers: { ...bearer(who.token), 'accept-language': 'en' },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const typeId = async (code: string) =>
    (await sql<{ id: number }>`select id from as_leave_types where code = ${code}`.execute(db())).rows[0]!.id;
  const balance = async (account: string, code: string) =>
    (
      await sql<{ balance: string }>`
        select b.balance::text as balance from as_leave_balances b join as_leave_types t on t.id = b.leave_type_id
        where b.user_id = ${ids[account]!} and t.code = ${code} and b.deleted_at is null`.execute(db())
    ).rows[0]?.balance ?? '0.00';
  const leavesOf = async (number: string) =>
    (
      await sql<{ user_id: number; status: string; amount: string }>`
        select user_id, status, amount::text as amount from as_leaves where application_number = ${number}
        order by user_id`.execute(db())
    ).rows;
  const leaveBatch = (subject: string, code: number, start: string, end: string, accounts: string[]) => ({
    subject,
    leave_type_id: code,
    start_date: start,
    end_date: end,
    lines: accounts.map((a) => ({ user_id: ids[a] })),
  });
  const act = async (who: SignedIn, api: string, id: number, key: string, reason?: string) => {
    const row = (await call(who, 'GET', `${api}/${id}`)).json().data;
    return call(who, 'POST', `${api}/${id}/actions/${key}`, {
      version: row.version,
      ...(reason ? { reason } : {}),
    });
  };
  const number = (prefix: string, id: number) => `${prefix}-${String(id).padStart(6, '0')}`;

  beforeAll(async () => {
    t = await startTestServer(target);
    admin = await t.signIn('admin');
    const users = await sql<{ id: number; account: string }>`select id, account from users`.execute(db());
    for (const u of users.rows) ids[u.account] = u.id;
  });
  afterAll(async () => t?.close());

  it('gives the batch rights to HR and the managers, not to staff', async () => {
    const staff = await t.signIn('staff');
    expect((await call(staff, 'GET', '/api/as/leave-batch')).statusCode).toBe(403);
    expect((await call(staff, 'GET', '/api/as/overtime-batch')).statusCode).toBe(403);
    const hr = await t.signIn('user04');
    expect((await call(hr, 'GET', '/api/as/leave-batch')).statusCode).toBe(200);
    const manager = await t.signIn('manager');
    expect((await call(manager, 'GET', '/api/as/overtime-batch')).statusCode).toBe(200);
  });

  it('seeds a posted batch leave with its records and a draft batch overtime', async () => {
    const leave = (await call(admin, 'GET', '/api/as/leave-batch')).json().data;
    expect(leave).toEqual([expect.objectContaining({ status: 'posted', employee_count: 4 })]);
    const posted = (await call(admin, 'GET', `/api/as/leave-batch/${leave[0].id}`)).json().data;
    expect(posted.lines).toHaveLength(4);
    expect(posted.lines.every((l: { leave_id: number | null }) => l.leave_id !== null)).toBe(true);
    expect(await leavesOf(number('LB', leave[0].id))).toHaveLength(4);
    const overtime = (await call(admin, 'GET', '/api/as/overtime-batch')).json().data;
    expect(overtime).toEqual([expect.objectContaining({ status: 'draft', compensation: 'leave' })]);
  });

  it('posts a batch: one approved leave per employee, off their balances, their days recomputed', async () => {
    const created = await call(
      admin,
      'POST',
      '/api/as/leave-batch',
      leaveBatch('Team day', await typeId('PERSONAL'), '2026-12-14', '2026-12-14', ['staff', 'user05']),
    );
    expect(created.statusCode).toBe(201);
    const batch = created.json().data;
    expect(batch).toMatchObject({ status: 'draft', employee_count: 2 });
    expect(await balance('staff', 'PERSONAL')).toBe('112.00');

    const posted = await act(admin, '/api/as/leave-batch', batch.id, 'post');
    expect(posted.statusCode).toBe(200);
    expect(posted.json().data).toMatchObject({ status: 'posted' });
    const leaves = await leavesOf(number('LB', batch.id));
    expect(leaves).toEqual([
      { user_id: ids.staff, status: 'approved', amount: '8.00' },
      { user_id: ids.user05, status: 'approved', amount: '8.00' },
    ]);
    expect(await balance('staff', 'PERSONAL')).toBe('104.00');
    expect(await balance('user05', 'PERSONAL')).toBe('104.00');
    // Each employee's line shows the record it wrote and what it cost.
    const lines = (await call(admin, 'GET', `/api/as/leave-batch/${batch.id}`)).json().data.lines;
    expect(lines.map((l: { amount: number; unit: string }) => [l.amount, l.unit])).toEqual([
      [8, 'hour'],
      [8, 'hour'],
    ]);
    expect(lines.every((l: { leave_id: number | null }) => l.leave_id !== null)).toBe(true);
    const day = await sql<{ status: string }>`
      select status from as_attendance_days where user_id = ${ids.staff!} and work_date = '2026-12-14'`.execute(
      db(),
    );
    expect(day.rows[0]?.status).toBe('onLeave');

    // A posted batch is no longer edited or deleted: it is cancelled.
    const version = (await call(admin, 'GET', `/api/as/leave-batch/${batch.id}`)).json().data.version;
    const edit = await call(admin, 'PUT', `/api/as/leave-batch/${batch.id}`, { version, subject: 'Renamed' });
    expect(edit.statusCode).toBe(409);
    expect((await call(admin, 'DELETE', `/api/as/leave-batch/${batch.id}`)).statusCode).toBe(409);

    // Cancelling gives every leave back and recomputes the days.
    const cancelled = await act(admin, '/api/as/leave-batch', batch.id, 'cancel', 'Called off');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', cancel_reason: 'Called off' });
    expect((await leavesOf(number('LB', batch.id))).map((l) => l.status)).toEqual(['cancelled', 'cancelled']);
    expect(await balance('staff', 'PERSONAL')).toBe('112.00');
    expect(await balance('user05', 'PERSONAL')).toBe('112.00');
    const after = await sql<{ status: string }>`
      select status from as_attendance_days where user_id = ${ids.staff!} and work_date = '2026-12-14'`.execute(
      db(),
    );
    expect(after.rows[0]?.status).not.toBe('onLeave');
  });

  it('refuses the whole batch when one employee has not enough left, naming them, and writes nothing', async () => {
    // Two weeks of personal leave: 80 hours. user06 has spent most of theirs.
    await sql`update as_leave_balances set balance = 20 where user_id = ${ids.user06!}
      and leave_type_id = ${await typeId('PERSONAL')}`.execute(db());
    const created = await call(
      admin,
      'POST',
      '/api/as/leave-batch',
      leaveBatch('Long break', await typeId('PERSONAL'), '2026-12-21', '2027-01-01', ['staff', 'user06']),
    );
    expect(created.statusCode).toBe(201);
    const batch = created.json().data;
    const refused = await act(admin, '/api/as/leave-batch', batch.id, 'post');
    expect(refused.statusCode).toBe(422);
    const name = (await sql<{ name: string }>`select name from users where id = ${ids.user06!}`.execute(db()))
      .rows[0]!.name;
    expect(refused.json().message).toContain(name);
    expect(refused.json().message).toContain('Not enough Personal leave left: 20 hour(s) available');
    expect(Object.keys(refused.json().errors)).toEqual(['lines.1.user_id']);
    expect(await leavesOf(number('LB', batch.id))).toEqual([]);
    expect(await balance('staff', 'PERSONAL')).toBe('112.00');
    expect((await call(admin, 'GET', `/api/as/leave-batch/${batch.id}`)).json().data).toMatchObject({
      status: 'draft',
    });
  });

  it('refuses employees outside the filer’s scope, on saving and on posting', async () => {
    // user05 (sales section 1) may file batches for their own department only.
    const grant = await call(admin, 'PUT', `/api/sc/rights/owner/u${ids.user05}`, {
      paths: ['as.use.batchDayoff'],
      scopes: { 'as.use.batchDayoff': 'department' },
    });
    expect(grant.statusCode).toBe(200);
    const filer = await t.signIn('user05');
    const personal = await typeId('PERSONAL');
    const outside = await call(
      filer,
      'POST',
      '/api/as/leave-batch',
      leaveBatch('Mixed', personal, '2026-12-15', '2026-12-15', ['staff', 'user04']),
    );
    expect(outside.statusCode).toBe(422);
    const name = (await sql<{ name: string }>`select name from users where id = ${ids.user04!}`.execute(db()))
      .rows[0]!.name;
    expect(outside.json().errors).toEqual({
      'lines.1.user_id': [`${name} is outside the employees you may file for.`],
    });
    const inside = await call(
      filer,
      'POST',
      '/api/as/leave-batch',
      leaveBatch('Section', personal, '2026-12-15', '2026-12-15', ['staff']),
    );
    expect(inside.statusCode).toBe(201);
    // An administrator adds someone from elsewhere; the filer may not post it for them.
    const id = inside.json().data.id as number;
    const current = (await call(admin, 'GET', `/api/as/leave-batch/${id}`)).json().data;
    const widened = await call(admin, 'PUT', `/api/as/leave-batch/${id}`, {
      version: current.version,
      lines: [{ id: current.lines[0].id }, { user_id: ids.user04 }],
    });
    expect(widened.statusCode).toBe(200);
    const refused = await act(filer, '/api/as/leave-batch', id, 'post');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors['lines.1.user_id'][0]).toContain(name);
    expect(await leavesOf(number('LB', id))).toEqual([]);
  });

  it('posts a batch overtime, credits comp time, and cancelling takes it back', async () => {
    const before = await balance('staff', 'COMP');
    const created = await call(admin, 'POST', '/api/as/overtime-batch', {
      subject: 'Stock-take',
      work_date: '2026-12-12',
      start_time: '09:00',
      end_time: '13:00',
      compensation: 'leave',
      lines: [{ user_id: ids.staff }, { user_id: ids.user05 }],
    });
    expect(created.statusCode).toBe(201);
    const batch = created.json().data;
    expect((await act(admin, '/api/as/overtime-batch', batch.id, 'post')).statusCode).toBe(200);
    const records = await sql<{ user_id: number; hours: string; comp_hours: string; status: string }>`
      select user_id, hours::text as hours, comp_hours::text as comp_hours, status from as_overtimes
      where application_number = ${number('OB', batch.id)} order by user_id`.execute(db());
    expect(records.rows.map((r) => [r.user_id, r.hours, r.status])).toEqual([
      [ids.staff, '4.00', 'approved'],
      [ids.user05, '4.00', 'approved'],
    ]);
    const comp = records.rows[0]!.comp_hours;
    expect(Number(comp)).toBeGreaterThan(0);
    expect(Number(await balance('staff', 'COMP'))).toBe(Number(before) + Number(comp));
    const lines = (await call(admin, 'GET', `/api/as/overtime-batch/${batch.id}`)).json().data.lines;
    expect(lines.map((l: { hours: number }) => l.hours)).toEqual([4, 4]);

    // The same overtime again overlaps: refused, naming the employees.
    const again = await call(admin, 'POST', '/api/as/overtime-batch', {
      subject: 'Stock-take again',
      work_date: '2026-12-12',
      start_time: '10:00',
      end_time: '12:00',
      compensation: 'pay',
      lines: [{ user_id: ids.staff }],
    });
    const overlap = await act(admin, '/api/as/overtime-batch', again.json().data.id, 'post');
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().message).toContain(number('OB', batch.id));

    expect((await act(admin, '/api/as/overtime-batch', batch.id, 'cancel', 'Postponed')).statusCode).toBe(
      200,
    );
    expect(await balance('staff', 'COMP')).toBe(before === '0.00' ? '0.00' : before);
    const statuses = await sql<{ status: string }>`
      select status from as_overtimes where application_number = ${number('OB', batch.id)}`.execute(db());
    expect(statuses.rows.map((r) => r.status)).toEqual(['cancelled', 'cancelled']);
  });

  it('imports employees into a draft batch from a file, inside the filer’s scope', async () => {
    const created = await call(
      admin,
      'POST',
      '/api/as/leave-batch',
      leaveBatch('Imported', await typeId('PERSONAL'), '2026-12-16', '2026-12-16', ['staff']),
    );
    const batch = created.json().data;
    const upload = (who: SignedIn, mode: string, csv: string) =>
      t.request({
        method: 'POST',
        url: `/api/as/leave-batch-line/import?mode=${mode}`,
        headers: { ...bearer(who.token), 'content-type': 'text/csv', 'accept-language': 'en' },
        payload: csv,
      });
    // Employees by their card number (names repeat in the demo); the batch by its subject.
    const cardOf = async (account: string) =>
      (
        await sql<{
          card_number: string;
        }>`select card_number from as_members where user_id = ${ids[account]!}`.execute(db())
      ).rows[0]!.card_number;
    const file = `batch_id,user_id\nImported,${await cardOf('user05')}\nImported,${await cardOf('user10')}\n`;
    const done = await upload(admin, 'commit', file);
    expect(done.json()).toMatchObject({ committed: true, create: 2, errors: [] });
    const stored = (await call(admin, 'GET', `/api/as/leave-batch/${batch.id}`)).json().data;
    expect(stored.employee_count).toBe(3);
    expect(stored.lines.map((l: { user_id: number }) => l.user_id)).toEqual([
      ids.staff,
      ids.user05,
      ids.user10,
    ]);

    // The same employee twice, and someone outside a department-scoped filer's reach, are refused by row.
    const filer = await t.signIn('user05');
    const own = await call(
      filer,
      'POST',
      '/api/as/leave-batch',
      leaveBatch('Section import', await typeId('PERSONAL'), '2026-12-17', '2026-12-17', ['user05']),
    );
    expect(own.statusCode).toBe(201);
    const refused = await upload(
      filer,
      'commit',
      `batch_id,user_id\nSection import,${await cardOf('user05')}\nSection import,${await cardOf('user04')}\n`,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.map((e: { row: number; field: string }) => `${e.row}:${e.field}`)).toEqual([
      '2:user_id',
      '3:user_id',
    ]);
    // A posted batch takes no more employees.
    await act(admin, '/api/as/leave-batch', batch.id, 'post');
    const late = await upload(admin, 'dry-run', `batch_id,user_id\nImported,${await cardOf('user15')}\n`);
    expect(late.json().errors).toEqual([expect.objectContaining({ row: 2, field: 'batch_id' })]);
  });
});
