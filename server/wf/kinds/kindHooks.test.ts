import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';
import { HttpError } from '../../http/HttpError';
import { applyAction } from '../engine/applyAction';
import { createApplication } from '../engine/saveApplication';
import { flowOf, stage, startWfFixture, type WfFixture } from '../engine/testing/wfFixture';
import { wfDb } from '../engine/wfDatabase';
import type { WfHookContext, WfKind } from './WfKind';

/** A module's kind as attendance would write one: it records each hook in its own table. */
const LEAVE: WfKind = {
  id: 'testLeave',
  onSubmit: async (c) => {
    if (c.instance.values.subject === 'no balance') throw new HttpError(422, 'Not enough leave left.');
    await log(c, 'submit');
  },
  onDecision: async (c) => log(c, `decision:${c.decision.action}`),
  onApproved: async (c) => {
    await log(c, 'approved');
    if (c.instance.values.note === 'fail on approval') throw new Error('the leave ledger is locked');
  },
  onRejected: async (c) => log(c, `rejected:${c.how}`),
  onWithdrawn: async (c) => log(c, 'withdrawn'),
};

async function log(c: WfHookContext, event: string): Promise<void> {
  await sql`insert into test_leave_log (instance_id, event, status) values (${c.instance.id}, ${event}, ${c.instance.status})`.execute(
    c.trx,
  );
}

describe.each(testDatabaseTargets())('template kinds: hooks in the step’s transaction on $name', (target) => {
  let f: WfFixture;
  let tpl: number;
  let u: (account: string) => number;
  const events = async (id: number) =>
    (
      await sql<{
        event: string;
        status: string;
      }>`select event, status from test_leave_log where instance_id = ${id} order by id`.execute(
        f.t.server.ctx.db,
      )
    ).rows.map((r) => `${r.event}@${r.status}`);

  beforeAll(async () => {
    f = await startWfFixture(target, [LEAVE]);
    u = (account) => f.ids[account]!;
    await sql`create table test_leave_log (id serial primary key, instance_id integer, event text, status text)`.execute(
      f.t.server.ctx.db,
    );
    tpl = await f.template({ flow: flowOf(stage('head', [u('manager')])), kind: 'testLeave', prefix: 'LV' });
  });
  afterAll(async () => f?.close());

  const staff = () => ({ userId: u('staff'), lang: 'en' as const, seeAll: false });
  const manager = () => ({ userId: u('manager'), lang: 'en' as const, seeAll: false });
  const version = async (id: number) =>
    (
      await wfDb(f.t.server.ctx.db)
        .selectFrom('wf_instances')
        .select('version')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).version;

  it('runs each hook at its step, seeing the application as the step left it', async () => {
    const id = await createApplication(f.services, staff(), {
      templateId: tpl,
      values: { subject: 'Annual leave', amount: '1' },
      submit: true,
    });
    await applyAction(f.services, manager(), id, { action: 'approve', version: await version(id) });
    expect(await events(id)).toEqual(['submit@running', 'decision:approve@running', 'approved@approved']);

    const other = await createApplication(f.services, staff(), {
      templateId: tpl,
      values: { subject: 'Sick leave', amount: '1' },
      submit: true,
    });
    await applyAction(f.services, staff(), other, { action: 'withdraw', version: await version(other) });
    expect(await events(other)).toEqual(['submit@running', 'withdrawn@withdrawn']);
  });

  it('a hook that throws rolls the whole step back: nothing stored, no number taken', async () => {
    const count = async () =>
      Number(
        (
          await wfDb(f.t.server.ctx.db)
            .selectFrom('wf_instances')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('template_id', '=', tpl)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const refused = await f.as('staff', 'POST', '/api/wf/instance', {
      templateId: tpl,
      values: { subject: 'no balance', amount: '1' },
      submit: true,
    });
    // The engine's own registry has no `testLeave` kind: through HTTP the template is refused...
    expect(refused.statusCode).toBe(422);
    // ...and through the engine with the kind, the hook's 422 comes back as it was thrown.
    await expect(
      createApplication(f.services, staff(), {
        templateId: tpl,
        values: { subject: 'no balance', amount: '1' },
        submit: true,
      }),
    ).rejects.toMatchObject({ status: 422, message: 'Not enough leave left.' });
    expect(await count()).toBe(before);
    const next = await createApplication(f.services, staff(), {
      templateId: tpl,
      values: { subject: 'Fine', amount: '1', note: 'fail on approval' },
      submit: true,
    });
    const numbers = await wfDb(f.t.server.ctx.db)
      .selectFrom('wf_instances')
      .select('number')
      .where('template_id', '=', tpl)
      .orderBy('id')
      .execute();
    const sequences = numbers.map((n) => Number(n.number!.slice(-4)));
    expect(sequences).toEqual(sequences.map((_, i) => i + 1));

    // The approval's hook fails: the decision, the stage and the status all stay as they were.
    const seen = await version(next);
    await expect(
      applyAction(f.services, manager(), next, { action: 'approve', version: seen }),
    ).rejects.toThrow('the leave ledger is locked');
    expect(await version(next)).toBe(seen);
    expect(await f.pending(next)).toEqual(['manager']);
    expect(await events(next)).toEqual(['submit@running']);
    const row = await wfDb(f.t.server.ctx.db)
      .selectFrom('wf_instances')
      .select('status')
      .where('id', '=', next)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('running');
  });
});
