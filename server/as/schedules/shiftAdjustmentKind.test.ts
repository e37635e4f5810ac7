import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../../schemas/wf/formDefinition';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';
import { flowOf, stage, startWfFixture, type WfFixture } from '../../wf/engine/testing/wfFixture';

const FORM: FormDefinition = {
  fields: [
    { key: 'offDate', type: 'date', label: { tw: '調休日', en: 'Day off' }, required: true },
    { key: 'workDate', type: 'date', label: { tw: '調班日', en: 'Day worked' }, required: true },
  ],
};
// The demo's day shift on weekdays: Friday 11 December 2026 off, Saturday 12 December worked.
const FRIDAY = '2026-12-11';
const SATURDAY = '2026-12-12';

describe.each(testDatabaseTargets())('a shift and day-off swap through the sign-off on $name', (target) => {
  let f: WfFixture;
  let templateId: number;
  let staffId: number;
  const db = () => f.t.server.ctx.db;
  const apply = (offDate: string, workDate: string) =>
    f.as('staff', 'POST', '/api/wf/instance', { templateId, values: { offDate, workDate }, submit: true });
  const scheduled = async () =>
    (
      await sql<{ date: string; shift: string | null; note: string }>`
        select to_char(s.work_date, 'YYYY-MM-DD') as date, sh.code as shift, s.note from as_schedules s
        left join as_shifts sh on sh.id = s.shift_id
        where s.user_id = ${staffId} and s.deleted_at is null order by s.work_date`.execute(db())
    ).rows;
  const dayKind = async (date: string) =>
    (
      await sql<{ kind: string; expected_minutes: number }>`
        select kind, expected_minutes from as_attendance_days where user_id = ${staffId} and work_date = ${date}`.execute(
        db(),
      )
    ).rows[0];

  beforeAll(async () => {
    f = await startWfFixture(target);
    staffId = f.ids.staff!;
    templateId = await f.template({
      kind: 'shift-adjustment',
      prefix: 'SA',
      form: FORM,
      flow: flowOf(stage('head', [f.ids.manager!])),
    });
  });
  afterAll(async () => f?.close());

  it('refuses a day off that is not worked, a day worked that already is, and the same day twice', async () => {
    const notWorking = await apply('2026-12-13', SATURDAY);
    expect(notWorking.statusCode).toBe(422);
    expect(notWorking.json().errors.offDate[0]).toBe(
      'You do not work on 2026-12-13: there is no shift to take off.',
    );
    const working = await apply(FRIDAY, '2026-12-10');
    expect(working.statusCode).toBe(422);
    expect(Object.keys(working.json().errors)).toEqual(['workDate']);
    expect((await apply(FRIDAY, FRIDAY)).statusCode).toBe(422);
  });

  it('swaps the days on approval and recomputes both', async () => {
    const res = await apply(FRIDAY, SATURDAY);
    expect(res.statusCode).toBe(201);
    expect(await scheduled()).toEqual([]);
    expect((await f.act('manager', res.json().id, { action: 'approve' })).statusCode).toBe(200);
    expect(await scheduled()).toEqual([
      { date: FRIDAY, shift: null, note: expect.stringMatching(/^SA/) },
      { date: SATURDAY, shift: 'DAY', note: expect.stringMatching(/^SA/) },
    ]);
    expect(await dayKind(FRIDAY)).toMatchObject({ expected_minutes: 0 });
    expect(await dayKind(SATURDAY)).toEqual({ kind: 'workday', expected_minutes: 480 });
    // Swapped once, the Saturday is a workday now: swapping onto it again is refused.
    expect((await apply('2026-12-10', SATURDAY)).statusCode).toBe(422);
  });
});
