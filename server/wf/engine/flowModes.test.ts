import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstanceView, StageView } from '../../../schemas/wf/wfApi';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';
import { flowOf, stage, startWfFixture, type WfFixture } from './testing/wfFixture';

function stageOf(view: InstanceView, key: string): StageView {
  const found = view.stages.filter((s) => s.key === key);
  if (found.length === 0) throw new Error(`no stage ${key}: ${view.stages.map((s) => s.key).join(', ')}`);
  return found[found.length - 1]!;
}

describe.each(testDatabaseTargets())('sign-off stage modes, conditions and branches on $name', (target) => {
  let f: WfFixture;
  let u: (account: string) => number;
  beforeAll(async () => {
    f = await startWfFixture(target);
    u = (account) => f.ids[account]!;
  });
  afterAll(async () => f?.close());

  it('one: the first approval finishes the stage and drops the others', async () => {
    const tpl = await f.template({
      flow: flowOf(stage('check', [u('manager'), u('user01')], { mode: 'one' })),
    });
    const app = await f.submit('staff', tpl);
    expect(app.number).toMatch(/^PR\d{8}\d{4}$/);
    expect(await f.pending(app.id)).toEqual(['manager', 'user01']);
    expect((await f.act('user01', app.id, { action: 'approve' })).json().status).toBe('approved');
    const view = await f.view(app.id);
    expect(stageOf(view, 'check').approvers.map((a) => a.state)).toEqual(['cancelled', 'approved']);
    // The one who was too late has nothing to decide any more.
    expect((await f.act('manager', app.id, { action: 'approve' })).statusCode).toBe(409);
  });

  it('all: countersign waits for every approver; one rejection ends it at once', async () => {
    const tpl = await f.template({
      flow: flowOf(stage('sign', [u('manager'), u('user01'), u('user02')], { mode: 'all' })),
    });
    const a = await f.submit('staff', tpl);
    await f.act('manager', a.id, { action: 'approve' });
    expect((await f.act('user01', a.id, { action: 'approve' })).json().status).toBe('running');
    expect(await f.pending(a.id)).toEqual(['user02']);
    expect((await f.act('user02', a.id, { action: 'approve' })).json().status).toBe('approved');

    const b = await f.submit('staff', tpl);
    const rejected = await f.act('user01', b.id, { action: 'reject', comment: 'too dear', rejectTo: 'end' });
    expect(rejected.json().status).toBe('rejected');
    expect(await f.pending(b.id)).toEqual([]);
    expect(stageOf(rejected.json(), 'sign').state).toBe('rejected');
  });

  it('any N: n approvals finish it; it is rejected once the rest cannot reach n', async () => {
    const tpl = await f.template({
      flow: flowOf(stage('board', [u('user01'), u('user02'), u('user03')], { mode: 'anyN', n: 2 })),
    });
    const a = await f.submit('staff', tpl);
    expect(stageOf(a, 'board').required).toBe(2);
    await f.act('user01', a.id, { action: 'reject' });
    expect((await f.view(a.id)).status).toBe('running');
    await f.act('user02', a.id, { action: 'approve' });
    expect((await f.act('user03', a.id, { action: 'approve' })).json().status).toBe('approved');

    const b = await f.submit('staff', tpl);
    await f.act('user01', b.id, { action: 'reject' });
    expect((await f.act('user02', b.id, { action: 'reject' })).json().status).toBe('rejected');
  });

  it('percent: at least that share of the approvers, rounded up', async () => {
    const tpl = await f.template({
      flow: flowOf(
        stage('vote', [u('user01'), u('user02'), u('user03')], { mode: 'percent', percent: 50 }),
        stage('after', [u('manager')]),
      ),
    });
    const a = await f.submit('staff', tpl);
    expect(stageOf(a, 'vote').required).toBe(2);
    await f.act('user03', a.id, { action: 'approve' });
    expect(await f.pending(a.id)).toEqual(['user01', 'user02']);
    await f.act('user02', a.id, { action: 'approve' });
    expect(await f.pending(a.id)).toEqual(['manager']);
  });

  it('a condition on a money value adds the stage only above the amount (decimal comparison)', async () => {
    const tpl = await f.template({
      flow: flowOf(
        stage('head', [u('manager')]),
        stage('gm', [u('admin')], { condition: { all: [{ field: 'amount', op: 'gt', value: '100000' }] } }),
      ),
    });
    const small = await f.submit('staff', tpl, { subject: 'Desk', amount: '100000.00' });
    expect(stageOf(small, 'gm')).toMatchObject({ state: 'skipped', skippedBecause: 'condition' });
    expect((await f.act('manager', small.id, { action: 'approve' })).json().status).toBe('approved');

    const large = await f.submit('staff', tpl, { subject: 'Server', amount: '100000.01' });
    expect(stageOf(large, 'gm')).toMatchObject({
      state: 'planned',
      approvers: [{ id: u('admin'), state: 'planned' }],
    });
    await f.act('manager', large.id, { action: 'approve' });
    expect(await f.pending(large.id)).toEqual(['admin']);
    const view = await f.act('admin', large.id, { action: 'approve' });
    expect(view.json().status).toBe('approved');
    expect(view.json().history.map((h: { action: string }) => h.action)).toEqual([
      'submit',
      'approve',
      'approve',
    ]);
  });

  it('parallel branches run side by side and join before the next step', async () => {
    const tpl = await f.template({
      flow: {
        steps: [
          {
            parallel: [
              [stage('it', [u('user01')]), stage('itHead', [u('user02')])],
              [stage('finance', [u('user03')])],
            ],
          },
          { stage: stage('final', [u('manager')]) },
        ],
      },
    });
    const app = await f.submit('staff', tpl);
    expect(await f.pending(app.id)).toEqual(['user01', 'user03']);
    expect(app.currentStages.map((s) => s.key).sort()).toEqual(['finance', 'it']);
    await f.act('user03', app.id, { action: 'approve' });
    expect(await f.pending(app.id)).toEqual(['user01']);
    await f.act('user01', app.id, { action: 'approve' });
    expect(await f.pending(app.id)).toEqual(['user02']);
    const joined = await f.act('user02', app.id, { action: 'approve' });
    expect(joined.json().currentStages.map((s: { key: string }) => s.key)).toEqual(['final']);
    expect(await f.pending(app.id)).toEqual(['manager']);
    expect((await f.act('manager', app.id, { action: 'approve' })).json().status).toBe('approved');
  });

  it('copies people when their stage starts and sets its deadline', async () => {
    const tpl = await f.template({
      flow: flowOf(
        stage('head', [u('manager')], { cc: [{ type: 'users', userIds: [u('user04')] }], deadlineHours: 24 }),
      ),
    });
    const app = await f.submit('staff', tpl);
    const head = stageOf(app, 'head');
    expect(head.cc).toEqual([{ id: u('user04'), name: expect.any(String) }]);
    expect(Date.parse(head.deadline!) - Date.parse(app.submittedAt!)).toBeGreaterThanOrEqual(
      24 * 3_600_000 - 1000,
    );
    // The copied person sees it in their folder and gets a C notification.
    const cc = await f.as('user04', 'GET', '/api/wf/instance?folder=cc');
    expect(cc.json().data.map((r: { id: number }) => r.id)).toContain(app.id);
    const notes = await f.as('user04', 'GET', '/api/sc/user-notification');
    expect(notes.json().data[0]).toMatchObject({ modelType: 'wf', data: { workflow: { status: 'C' } } });
    expect((await f.as('user04', 'GET', `/api/wf/instance/${app.id}`)).statusCode).toBe(200);
  });
});
