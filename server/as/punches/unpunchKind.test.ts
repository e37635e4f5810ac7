import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../../schemas/wf/formDefinition';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';
import { instantOf } from '../../../schemas/core/zonedTime';
import { memberZone } from '../days/memberZone';
import { recomputeAttendance } from '../days/recomputeAttendance';
import { flowOf, stage, startWfFixture, type WfFixture } from '../../wf/engine/testing/wfFixture';

const FORM: FormDefinition = {
  fields: [
    { key: 'punchDate', type: 'date', label: { tw: '日期', en: 'Date' }, required: true },
    { key: 'punchTime', type: 'time', label: { tw: '時間', en: 'Time' }, required: true },
  ],
};
// A Monday before today, on the demo's day shift (09:00 to 18:00) in the company's zone.
const DAY = '2026-11-02';

describe.each(testDatabaseTargets())('a missed punch through the sign-off on $name', (target) => {
  let f: WfFixture;
  let templateId: number;
  let staffId: number;
  const db = () => f.t.server.ctx.db;
  const apply = (punchTime: string, punchDate = DAY) =>
    f.as('staff', 'POST', '/api/wf/instance', { templateId, values: { punchDate, punchTime }, submit: true });
  const day = async () =>
    (
      await sql<{ status: string; exceptions: string }>`
        select status, exceptions from as_attendance_days where user_id = ${staffId} and work_date = ${DAY}`.execute(
        db(),
      )
    ).rows[0];
  const corrections = async () =>
    (
      await sql<{
        note: string;
      }>`select note from as_punches where user_id = ${staffId} and source = 'correction'`.execute(db())
    ).rows;

  beforeAll(async () => {
    f = await startWfFixture(target);
    staffId = f.ids.staff!;
    templateId = await f.template({
      kind: 'unpunch',
      prefix: 'MP',
      form: FORM,
      flow: flowOf(stage('head', [f.ids.manager!])),
    });
    // Staff left at six but forgot to clock in: the day misses its arrival.
    const zone = (await memberZone(db(), staffId))!;
    const evening = await f.as('admin', 'POST', '/api/as/punch', {
      user_id: staffId,
      punched_at: instantOf(`${DAY}T18:00:00`, zone),
      source: 'import',
    });
    expect(evening.statusCode, evening.body).toBe(201);
    await recomputeAttendance(db(), DAY, DAY, [staffId]);
  });
  afterAll(async () => f?.close());

  it('adds the punch on approval and recomputes the day', async () => {
    expect((await day())!.exceptions).toContain('missingIn');
    const res = await apply('09:00');
    expect(res.statusCode, res.body).toBe(201);
    expect(await corrections()).toEqual([]);
    expect((await f.act('manager', res.json().id, { action: 'approve' })).statusCode).toBe(200);
    expect(await corrections()).toEqual([{ note: res.json().number }]);
    expect(await day()).toMatchObject({ status: 'normal', exceptions: '' });
  });

  it('refuses a punch in the future or one already there, and adds nothing when rejected', async () => {
    const future = await apply('09:00', '2099-01-05');
    expect(future.statusCode).toBe(422);
    expect(future.json().errors.punchTime[0]).toMatch(
      /^A missed punch is in the past: it is \d{4}-\d\d-\d\d \d\d:\d\d now\.$/,
    );
    const twice = await apply('09:00');
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.punchTime).toEqual(['There is already a punch at that time.']);
    const lunch = await apply('12:30');
    await f.act('manager', lunch.json().id, { action: 'reject', comment: 'You were in the office' });
    expect(await corrections()).toHaveLength(1);
  });
});
