import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';
import { flowOf, stage, startWfFixture, type WfFixture } from './testing/wfFixture';
import { wfDb } from './wfDatabase';

describe.each(testDatabaseTargets())('sign-off under concurrency on $name', (target) => {
  let f: WfFixture;
  let u: (account: string) => number;
  beforeAll(async () => {
    f = await startWfFixture(target);
    u = (account) => f.ids[account]!;
    // Sign in first, so the requests below race each other and not the sign-ins.
    for (const account of ['staff', 'user01', 'user02', 'user03'])
      await f.as(account, 'GET', '/api/wf/usable-template');
  });
  afterAll(async () => f?.close());

  it('two approvals of the same stage at once: exactly one advances the flow', async () => {
    const tpl = await f.template({
      flow: flowOf(
        stage('either', [u('user01'), u('user02')], { mode: 'one' }),
        stage('next', [u('user03')]),
      ),
    });
    const db = wfDb(f.t.server.ctx.db);
    for (let round = 0; round < 5; round++) {
      const app = await f.submit('staff', tpl);
      // Both saw the same version; each request runs its own transaction (its own pool connection on
      // PostgreSQL). Without the row lock (select ... for update) both pass the version check there.
      const results = await Promise.all(
        ['user01', 'user02'].map((account) =>
          f.as(account, 'POST', `/api/wf/instance/${app.id}/action`, {
            action: 'approve',
            version: app.version,
          }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const runs = await db
        .selectFrom('wf_stage_runs')
        .select(['stage_key', 'state'])
        .where('instance_id', '=', app.id)
        .orderBy('id')
        .execute();
      expect(runs).toEqual([
        { stage_key: 'either', state: 'approved' },
        { stage_key: 'next', state: 'active' },
      ]);
      const approvals = await db
        .selectFrom('wf_tasks')
        .select('state')
        .where('instance_id', '=', app.id)
        .where('state', '=', 'approved')
        .execute();
      expect(approvals).toHaveLength(1);
      const history = await db
        .selectFrom('wf_history')
        .select('action')
        .where('instance_id', '=', app.id)
        .execute();
      expect(history.map((h) => h.action).sort()).toEqual(['approve', 'submit']);
    }
  });

  it('numbers submitted at once are consecutive, and a refused submit takes none', async () => {
    const tpl = await f.template({ flow: flowOf(stage('head', [u('manager')])), prefix: 'NUM' });
    const blocked = await f.template({
      flow: flowOf(
        stage('ghost', [], { approvers: [{ type: 'users', userIds: [999999] }], whenNoApprover: 'block' }),
      ),
      prefix: 'NUM',
    });
    const accounts = ['staff', 'user01', 'user02', 'user03'];
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        f.as(accounts[i % accounts.length]!, 'POST', '/api/wf/instance', {
          templateId: i % 4 === 3 ? blocked : tpl,
          values: { subject: `Item ${i}`, amount: '10' },
          submit: true,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([...Array(9).fill(201), ...Array(3).fill(422)]);
    const numbers = answers.filter((a) => a.statusCode === 201).map((a) => a.json().number as string);
    const sequences = numbers.map((n) => Number(n.slice(-4))).sort((a, b) => a - b);
    expect(sequences).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(new Set(numbers.map((n) => n.slice(0, -4))).size).toBe(1);
  });
});
