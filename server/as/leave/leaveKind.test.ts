import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../../schemas/wf/formDefinition';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';
import { flowOf, stage, startWfFixture, type WfFixture } from '../../wf/engine/testing/wfFixture';

/** The leave form as an administrator designs it: the kind fills the leave types. */
const LEAVE_FORM: FormDefinition = {
  fields: [
    {
      key: 'leaveType',
      type: 'select',
      label: { tw: '假別', en: 'Leave type' },
      required: true,
      options: [{ value: 'X', label: { tw: '待填' } }],
    },
    { key: 'period', type: 'dateRange', label: { tw: '日期', en: 'Dates' }, required: true },
    { key: 'startTime', type: 'time', label: { tw: '開始時間', en: 'From' } },
    { key: 'endTime', type: 'time', label: { tw: '結束時間', en: 'To' } },
    { key: 'reason', type: 'textarea', label: { tw: '事由', en: 'Reason' } },
  ],
};

// A week with no holiday in the demo (no calendar region): Monday 7 to Sunday 13 December 2026.
describe.each(testDatabaseTargets())('leave through the sign-off on $name', (target) => {
  let f: WfFixture;
  let templateId: number;
  let staffId: number;
  const db = () => f.t.server.ctx.db;

  const balance = async (code: string) =>
    (
      await sql<{ balance: string; pending: string }>`
        select b.balance::text as balance, b.pending::text as pending from as_leave_balances b
        join as_leave_types t on t.id = b.leave_type_id
        where b.user_id = ${staffId} and t.code = ${code} and b.deleted_at is null`.execute(db())
    ).rows[0];
  const leaveOf = async (instanceId: number) =>
    (
      await sql<{ id: number; status: string; amount: string; unit: string }>`
        select id, status, amount::text as amount, unit from as_leaves where wf_instance_id = ${instanceId}`.execute(
        db(),
      )
    ).rows[0];
  const apply = (values: Record<string, unknown>) =>
    f.as('staff', 'POST', '/api/wf/instance', { templateId, values, submit: true });
  const dayStatus = async (date: string) =>
    (
      await sql<{ status: string; leave_minutes: number }>`
        select status, leave_minutes from as_attendance_days where user_id = ${staffId} and work_date = ${date}`.execute(
        db(),
      )
    ).rows[0];

  beforeAll(async () => {
    f = await startWfFixture(target);
    staffId = f.ids.staff!;
    templateId = await f.template({
      kind: 'leave',
      prefix: 'LV',
      form: LEAVE_FORM,
      flow: flowOf(stage('head', [f.ids.manager!])),
    });
  });
  afterAll(async () => f?.close());

  it('offers the active leave types as the form’s choices', async () => {
    await sql`update as_leave_types set is_active = false where code = 'MENSTRUAL'`.execute(db());
    const forms = (await f.as('staff', 'GET', '/api/wf/template-definition')).json().data as Array<{
      templateId: number;
      form: FormDefinition;
    }>;
    const leave = forms.find((x) => x.templateId === templateId)!;
    const codes = leave.form.fields.find((x) => x.key === 'leaveType')!.options!.map((o) => o.value);
    expect(codes).toContain('ANNUAL');
    expect(codes).not.toContain('MENSTRUAL');
    expect(codes).not.toContain('X');
    const refused = await apply({
      leaveType: 'MENSTRUAL',
      period: { start: '2026-12-07', end: '2026-12-07' },
    });
    expect(refused.statusCode).toBe(422);
  });

  it('holds the leave at submit, takes it on approval and recomputes the days it covers', async () => {
    expect(await balance('ANNUAL')).toEqual({ balance: '56.00', pending: '0.00' });
    const res = await apply({
      leaveType: 'ANNUAL',
      period: { start: '2026-12-07', end: '2026-12-08' },
      reason: 'Trip',
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;
    // Two 8-hour days (09:00 to 18:00 less the lunch hour), in the type's unit, hours.
    expect(await leaveOf(id)).toMatchObject({ status: 'pending', amount: '16.00', unit: 'hour' });
    expect(await balance('ANNUAL')).toEqual({ balance: '56.00', pending: '16.00' });

    expect((await f.act('manager', id, { action: 'approve' })).statusCode).toBe(200);
    expect(await leaveOf(id)).toMatchObject({ status: 'approved' });
    expect(await balance('ANNUAL')).toEqual({ balance: '40.00', pending: '0.00' });
    expect(await dayStatus('2026-12-07')).toEqual({ status: 'onLeave', leave_minutes: 480 });

    // The same days again overlap; more than is left is refused with what is left.
    const overlap = await apply({
      leaveType: 'PERSONAL',
      period: { start: '2026-12-08', end: '2026-12-08' },
    });
    expect(overlap.statusCode).toBe(422);
    expect(JSON.stringify(overlap.json().errors)).toContain('overlaps');
    const tooMuch = await apply({ leaveType: 'ANNUAL', period: { start: '2026-12-14', end: '2026-12-25' } });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.leaveType[0]).toBe(
      'Not enough Annual leave left: 40 hour(s) available, 80 hour(s) asked.',
    );

    // Cancelling the approved leave gives it back and recomputes its days.
    const leave = await leaveOf(id);
    // Nothing of a leave record is edited by hand: it offers cancelling, not editing.
    const record = (await f.as('admin', 'GET', `/api/as/leave/${leave!.id}`)).json().data;
    expect(record.allowedActions).toEqual(['view', 'cancel']);
    // A write through the generic door changes nothing: every field is read-only.
    const edited = await f.as('admin', 'PUT', `/api/as/leave/${leave!.id}`, {
      version: record.version,
      status: 'cancelled',
      amount: 0,
    });
    expect([200, 422]).toContain(edited.statusCode);
    expect(await leaveOf(id)).toMatchObject({ status: 'approved', amount: '16.00' });
    const cancel = await f.as('admin', 'POST', `/api/as/leave/${leave!.id}/actions/cancel`, {
      reason: 'Trip off',
    });
    expect(cancel.statusCode).toBe(200);
    expect(await leaveOf(id)).toMatchObject({ status: 'cancelled' });
    expect(await balance('ANNUAL')).toEqual({ balance: '56.00', pending: '0.00' });
    expect((await dayStatus('2026-12-07'))!.status).not.toBe('onLeave');
  });

  it('counts working time only, in steps of the type’s minimum unit', async () => {
    // A whole week of leave costs its five workdays; hours within a day cost those hours.
    const week = await apply({ leaveType: 'SICK', period: { start: '2026-12-07', end: '2026-12-13' } });
    expect(week.statusCode).toBe(201);
    expect((await leaveOf(week.json().id))!.amount).toBe('40.00');
    expect((await f.act('staff', week.json().id, { action: 'withdraw' })).statusCode).toBe(200);
    expect(await leaveOf(week.json().id)).toMatchObject({ status: 'withdrawn' });
    expect(await balance('SICK')).toEqual({ balance: '240.00', pending: '0.00' });

    const weekend = await apply({ leaveType: 'SICK', period: { start: '2026-12-12', end: '2026-12-13' } });
    expect(weekend.statusCode).toBe(422);
    expect(JSON.stringify(weekend.json().errors)).toContain('no working time');

    // Marriage leave is taken in whole days: a morning is refused.
    const morning = await apply({
      leaveType: 'MARRIAGE',
      period: { start: '2026-12-09', end: '2026-12-09' },
      startTime: '09:00',
      endTime: '13:00',
    });
    expect(morning.statusCode).toBe(422);
    expect(JSON.stringify(morning.json().errors)).toContain('steps of 1 day(s)');
    const half = await apply({
      leaveType: 'SICK',
      period: { start: '2026-12-09', end: '2026-12-09' },
      startTime: '09:00',
      endTime: '13:00',
    });
    expect((await leaveOf(half.json().id))!.amount).toBe('3.00');
    const oneTime = await apply({
      leaveType: 'SICK',
      period: { start: '2026-12-10', end: '2026-12-10' },
      startTime: '09:00',
    });
    expect(oneTime.statusCode).toBe(422);
  });

  it('releases the hold on rejection, and lets a type without a balance go below zero', async () => {
    const official = await apply({
      leaveType: 'OFFICIAL',
      period: { start: '2026-12-11', end: '2026-12-11' },
      startTime: '14:00',
      endTime: '16:00',
    });
    expect(official.statusCode).toBe(201);
    await f.act('manager', official.json().id, { action: 'approve' });
    expect(await balance('OFFICIAL')).toEqual({ balance: '-2.00', pending: '0.00' });

    const personal = await apply({
      leaveType: 'PERSONAL',
      period: { start: '2026-12-10', end: '2026-12-10' },
    });
    expect(await balance('PERSONAL')).toEqual({ balance: '112.00', pending: '8.00' });
    await f.act('manager', personal.json().id, { action: 'reject', comment: 'Busy week' });
    expect(await leaveOf(personal.json().id)).toMatchObject({ status: 'rejected' });
    expect(await balance('PERSONAL')).toEqual({ balance: '112.00', pending: '0.00' });
  });

  it('grants and adjusts by movements, never below zero, and each balance is the sum of its movements', async () => {
    const type = (
      await sql<{ id: number }>`select id from as_leave_types where code = 'PERSONAL'`.execute(db())
    ).rows[0]!.id;
    const grant = await f.as('admin', 'POST', '/api/as/leave-movement', {
      user_id: staffId,
      leave_type_id: type,
      amount: 8,
      kind: 'grant',
      note: 'Moving day',
    });
    expect(grant.statusCode, grant.body).toBe(201);
    expect((await balance('PERSONAL'))!.balance).toBe('120.00');
    const byModule = await f.as('admin', 'POST', '/api/as/leave-movement', {
      user_id: staffId,
      leave_type_id: type,
      amount: -8,
      kind: 'leave',
    });
    expect(byModule.statusCode).toBe(422);
    const belowZero = await f.as('admin', 'POST', '/api/as/leave-movement', {
      user_id: staffId,
      leave_type_id: type,
      amount: -500,
      kind: 'adjust',
    });
    expect(belowZero.statusCode).toBe(422);
    expect((await balance('PERSONAL'))!.balance).toBe('120.00');

    const drift = await sql<{ user_id: number }>`
      select b.user_id from as_leave_balances b
      left join (select user_id, leave_type_id, sum(amount) as total from as_leave_movements
                 where deleted_at is null group by 1, 2) m using (user_id, leave_type_id)
      where b.deleted_at is null and b.balance <> coalesce(m.total, 0)`.execute(db());
    expect(drift.rows).toEqual([]);
  });

  it('keeps every balance the sum of its movements and every hold the sum of its pending leave', async () => {
    const workdays = ['2026-12-14', '2026-12-15', '2026-12-16', '2026-12-17', '2026-12-18'];
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('apply'),
        day: fc.integer({ min: 0, max: 4 }),
        hours: fc.integer({ min: 1, max: 8 }),
      }),
      fc.record({ kind: fc.constantFrom('approve', 'reject', 'withdraw', 'cancel') }),
      fc.record({ kind: fc.constant('grant'), amount: fc.integer({ min: -20, max: 20 }) }),
    );
    const user = 'user05';
    const userId = f.ids[user]!;
    const type = (
      await sql<{ id: number }>`select id from as_leave_types where code = 'PERSONAL'`.execute(db())
    ).rows[0]!.id;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 6 }), async (ops) => {
        const running: number[] = [];
        for (const o of ops) {
          if (o.kind === 'apply' && 'day' in o) {
            const date = workdays[o.day]!;
            const res = await f.as(user, 'POST', '/api/wf/instance', {
              templateId,
              values: {
                leaveType: 'PERSONAL',
                period: { start: date, end: date },
                startTime: '09:00',
                endTime: `${String(9 + o.hours).padStart(2, '0')}:00`,
              },
              submit: true,
            });
            if (res.statusCode === 201) running.push(res.json().id as number);
            else expect(res.statusCode).toBe(422);
          } else if (o.kind === 'grant' && 'amount' in o) {
            const res = await f.as('admin', 'POST', '/api/as/leave-movement', {
              user_id: userId,
              leave_type_id: type,
              amount: o.amount,
              kind: 'adjust',
            });
            expect([201, 422]).toContain(res.statusCode);
          } else if (o.kind === 'cancel') {
            const approved = (
              await sql<{
                id: number;
              }>`select id from as_leaves where user_id = ${userId} and status = 'approved' order by id desc limit 1`.execute(
                db(),
              )
            ).rows[0];
            if (approved)
              expect(
                (await f.as('admin', 'POST', `/api/as/leave/${approved.id}/actions/cancel`, { reason: 'x' }))
                  .statusCode,
              ).toBe(200);
          } else {
            const id = running.pop();
            if (id === undefined) continue;
            const account = o.kind === 'withdraw' ? user : 'manager';
            expect(
              (await f.act(account, id, { action: o.kind as 'approve' | 'reject' | 'withdraw' })).statusCode,
            ).toBe(200);
          }
        }
        const drift = await sql<{ user_id: number }>`
          select b.user_id from as_leave_balances b
          left join (select user_id, leave_type_id, sum(amount) as total from as_leave_movements
                     where deleted_at is null group by 1, 2) m using (user_id, leave_type_id)
          left join (select user_id, leave_type_id, sum(amount) as held from as_leaves
                     where deleted_at is null and status = 'pending' group by 1, 2) l using (user_id, leave_type_id)
          where b.deleted_at is null and (b.balance <> coalesce(m.total, 0) or b.pending <> coalesce(l.held, 0))`.execute(
          db(),
        );
        expect(drift.rows).toEqual([]);
        const negative =
          await sql`select 1 from as_leave_balances where user_id = ${userId} and leave_type_id = ${type} and balance < 0`.execute(
            db(),
          );
        expect(negative.rows).toEqual([]);
      }),
      { numRuns: 12 },
    );
  });

  it('refuses a leave form without the fields the kind reads', async () => {
    const res = await f.as('admin', 'PUT', `/api/wf/template/${templateId}/definition`, {
      baseVersionId: null,
      form: { fields: LEAVE_FORM.fields.filter((x) => x.key !== 'period') },
      flow: flowOf(stage('head', [f.ids.manager!])),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.form).toEqual([
      'A form of kind Leave (attendance) needs the field "period" of type dateRange.',
    ]);
  });
});
