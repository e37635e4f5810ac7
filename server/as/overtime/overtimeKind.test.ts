import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../../schemas/wf/formDefinition';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';
import { flowOf, stage, startWfFixture, type WfFixture } from '../../wf/engine/testing/wfFixture';

const label = { tw: '欄位', en: 'Field' };

/** The overtime form as an administrator designs it: the kind fills the compensation choices. */
const OVERTIME_FORM: FormDefinition = {
  fields: [
    { key: 'overtimeDate', type: 'date', label, required: true },
    { key: 'startTime', type: 'time', label, required: true },
    { key: 'endTime', type: 'time', label, required: true },
    { key: 'compensation', type: 'select', label, required: true, options: [{ value: 'X', label }] },
  ],
};

/** The comp-time form: the leave form's fields, on the comp-time types. */
const COMP_FORM: FormDefinition = {
  fields: [
    { key: 'leaveType', type: 'select', label, required: true, options: [{ value: 'X', label }] },
    { key: 'period', type: 'dateRange', label, required: true },
    { key: 'startTime', type: 'time', label },
    { key: 'endTime', type: 'time', label },
  ],
};

// The demo's usual shift is 09:00–18:00 (lunch 12:00–13:00) on weekdays, Asia/Taipei.
describe.each(testDatabaseTargets())('overtime and comp time through the sign-off on $name', (target) => {
  let f: WfFixture;
  let overtimeForm: number;
  let compForm: number;
  let leaveForm: number;
  let staffId: number;
  const db = () => f.t.server.ctx.db;

  const compBalance = async () =>
    (
      await sql<{ balance: string; pending: string }>`
        select b.balance::text as balance, b.pending::text as pending from as_leave_balances b
        join as_leave_types t on t.id = b.leave_type_id
        where b.user_id = ${staffId} and t.code = 'COMP' and b.deleted_at is null`.execute(db())
    ).rows[0] ?? { balance: '0.00', pending: '0.00' };
  const overtimeOf = async (instanceId: number) =>
    (
      await sql<{ id: number; status: string; hours: string; comp_hours: string; compensation: string }>`
        select id, status, hours::text as hours, comp_hours::text as comp_hours, compensation
        from as_overtimes where wf_instance_id = ${instanceId}`.execute(db())
    ).rows[0];
  const overtimeDay = async (date: string) =>
    (
      await sql<{ overtime_minutes: number }>`
        select overtime_minutes from as_attendance_days where user_id = ${staffId} and work_date = ${date}`.execute(
        db(),
      )
    ).rows[0]?.overtime_minutes;
  const apply = (templateId: number, values: Record<string, unknown>) =>
    f.as('staff', 'POST', '/api/wf/instance', { templateId, values, submit: true });
  const errorsOf = (res: { json: () => { errors?: unknown } }) => JSON.stringify(res.json().errors);

  beforeAll(async () => {
    f = await startWfFixture(target);
    staffId = f.ids.staff!;
    const flow = flowOf(stage('head', [f.ids.manager!]));
    overtimeForm = await f.template({ kind: 'overtime', prefix: 'OT', form: OVERTIME_FORM, flow });
    compForm = await f.template({ kind: 'overtime-compensation', prefix: 'CT', form: COMP_FORM, flow });
    leaveForm = await f.template({ kind: 'leave', prefix: 'LV', form: COMP_FORM, flow });
    // Monday 7 December 2026: in at 08:55, out at 20:20.
    for (const at of ['2026-12-07T08:55:00+08:00', '2026-12-07T20:20:00+08:00'])
      await sql`insert into as_punches (user_id, punched_at, source) values (${staffId}, ${at}, 'web')`.execute(
        db(),
      );
  });
  afterAll(async () => f?.close());

  it('offers overtime pay or comp time, as the overtime settings allow', async () => {
    const choices = async () => {
      const forms = (await f.as('staff', 'GET', '/api/wf/template-definition')).json().data as Array<{
        templateId: number;
        form: FormDefinition;
      }>;
      const form = forms.find((x) => x.templateId === overtimeForm)!.form;
      return form.fields.find((x) => x.key === 'compensation')!.options!.map((o) => o.value);
    };
    expect(await choices()).toEqual(['pay', 'leave']);
    const onlyPay = await f.as('admin', 'PUT', '/api/as/overtime-settings', { compensation: 'pay' });
    expect(onlyPay.statusCode).toBe(200);
    expect(await choices()).toEqual(['pay']);
    const refused = await apply(overtimeForm, {
      overtimeDate: '2026-12-07',
      startTime: '18:00',
      endTime: '20:00',
      compensation: 'leave',
    });
    expect(refused.statusCode).toBe(422);
    // Comp time is no longer among the form's choices.
    expect(Object.keys(refused.json().errors)).toEqual(['values.compensation']);
    await f.as('admin', 'PUT', '/api/as/overtime-settings', { compensation: 'either' });
  });

  it('counts overtime outside the shift in steps, and refuses what overlaps the shift or other overtime', async () => {
    const duringShift = await apply(overtimeForm, {
      overtimeDate: '2026-12-07',
      startTime: '17:00',
      endTime: '19:00',
      compensation: 'pay',
    });
    expect(duringShift.statusCode).toBe(422);
    expect(errorsOf(duringShift)).toContain('overlaps your shift');
    const tooShort = await apply(overtimeForm, {
      overtimeDate: '2026-12-07',
      startTime: '18:00',
      endTime: '18:25',
      compensation: 'pay',
    });
    expect(tooShort.statusCode).toBe(422);
    expect(tooShort.json().errors.endTime[0]).toContain('this period counts 0 minutes');

    // 18:00 to 20:10 counts two hours (steps of 30 minutes); comp time one hour per hour.
    const res = await apply(overtimeForm, {
      overtimeDate: '2026-12-07',
      startTime: '18:00',
      endTime: '20:10',
      compensation: 'leave',
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;
    expect(await overtimeOf(id)).toMatchObject({ status: 'pending', hours: '2.00', comp_hours: '2.00' });
    // Nothing is credited before the approval.
    expect(await compBalance()).toEqual({ balance: '0.00', pending: '0.00' });
    const again = await apply(overtimeForm, {
      overtimeDate: '2026-12-07',
      startTime: '19:00',
      endTime: '21:00',
      compensation: 'pay',
    });
    expect(again.statusCode).toBe(422);
    expect(errorsOf(again)).toContain('overlaps overtime already applied for');

    expect((await f.act('manager', id, { action: 'approve' })).statusCode).toBe(200);
    expect(await overtimeOf(id)).toMatchObject({ status: 'approved' });
    expect(await compBalance()).toEqual({ balance: '2.00', pending: '0.00' });
    const movement = (
      await sql<{ kind: string; amount: string; note: string }>`
        select m.kind, m.amount::text as amount, m.note from as_leave_movements m
        join as_leave_types t on t.id = m.leave_type_id
        where m.user_id = ${staffId} and t.code = 'COMP'`.execute(db())
    ).rows;
    expect(movement).toEqual([{ kind: 'overtime', amount: '2.00', note: expect.stringMatching(/^OT/) }]);
    // The day counts the approved overtime the punches cover: 18:00 to 20:10.
    expect(await overtimeDay('2026-12-07')).toBe(130);
  });

  it('takes comp time with the comp-time form only, and cancels overtime only while its comp time is unspent', async () => {
    const viaLeave = await apply(leaveForm, {
      leaveType: 'COMP',
      period: { start: '2026-12-08', end: '2026-12-08' },
      startTime: '09:00',
      endTime: '10:00',
    });
    expect(viaLeave.statusCode).toBe(422);
    const comp = await apply(compForm, {
      leaveType: 'COMP',
      period: { start: '2026-12-08', end: '2026-12-08' },
      startTime: '09:00',
      endTime: '10:00',
    });
    expect(comp.statusCode).toBe(201);
    expect(await compBalance()).toEqual({ balance: '2.00', pending: '1.00' });
    await f.act('manager', comp.json().id, { action: 'approve' });
    expect(await compBalance()).toEqual({ balance: '1.00', pending: '0.00' });
    const taken = (
      await sql<{ id: number; compensatory: boolean }>`
        select id, compensatory from as_leaves where wf_instance_id = ${comp.json().id}`.execute(db())
    ).rows[0]!;
    expect(taken.compensatory).toBe(true);

    // Cancelling the overtime would take back two hours of which one is spent: refused.
    const overtime = (
      await sql<{
        id: number;
      }>`select id from as_overtimes where user_id = ${staffId} and status = 'approved'`.execute(db())
    ).rows[0]!;
    const refused = await f.as('admin', 'POST', `/api/as/overtime/${overtime.id}/actions/cancel`, {
      reason: 'No',
    });
    expect(refused.statusCode).toBe(422);
    expect(await compBalance()).toEqual({ balance: '1.00', pending: '0.00' });
    // Once the comp time is given back, the overtime is cancelled and its day recomputed.
    await f.as('admin', 'POST', `/api/as/leave/${taken.id}/actions/cancel`, { reason: 'Worked after all' });
    const cancelled = await f.as('admin', 'POST', `/api/as/overtime/${overtime.id}/actions/cancel`, {
      reason: 'Not needed',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await compBalance()).toEqual({ balance: '0.00', pending: '0.00' });
    expect(await overtimeDay('2026-12-07')).toBe(0);
  });

  it('records a rejected request without crediting anything, and shows staff only their own overtime', async () => {
    const res = await apply(overtimeForm, {
      overtimeDate: '2026-12-12',
      startTime: '22:00',
      endTime: '02:00',
      compensation: 'leave',
    });
    expect(res.statusCode).toBe(201);
    // Saturday night into Sunday: four hours, across midnight.
    expect(await overtimeOf(res.json().id)).toMatchObject({ hours: '4.00', comp_hours: '4.00' });
    await f.act('manager', res.json().id, { action: 'reject', comment: 'Not planned' });
    expect(await overtimeOf(res.json().id)).toMatchObject({ status: 'rejected' });
    expect(await compBalance()).toEqual({ balance: '0.00', pending: '0.00' });

    const mine = (await f.as('staff', 'GET', '/api/as/my-overtime')).json().data as Array<{
      user_id: number;
    }>;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((row) => row.user_id === staffId)).toBe(true);
    expect((await f.as('staff', 'GET', '/api/as/overtime')).statusCode).toBe(403);
  });
});
