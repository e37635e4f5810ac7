import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstanceView } from '../../../schemas/wf/wfApi';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';
import { flowOf, stage, startWfFixture, type WfFixture } from './testing/wfFixture';

const actions = (view: InstanceView) => view.history.map((h) => h.action);

describe.each(testDatabaseTargets())('sign-off actions on $name', (target) => {
  let f: WfFixture;
  let u: (account: string) => number;
  let threeStages: number;
  beforeAll(async () => {
    f = await startWfFixture(target);
    u = (account) => f.ids[account]!;
    threeStages = await f.template({
      flow: flowOf(
        stage('first', [u('user01')]),
        stage('second', [u('user02')]),
        stage('third', [u('manager')]),
      ),
    });
  });
  afterAll(async () => f?.close());

  it('return goes back to a chosen earlier stage, which signs again', async () => {
    const app = await f.submit('staff', threeStages);
    await f.act('user01', app.id, { action: 'approve' });
    await f.act('user02', app.id, { action: 'approve' });
    const before = await f.view(app.id, 'manager');
    expect(before.allowed.actions).toEqual(expect.arrayContaining(['approve', 'reject', 'return']));
    expect(before.allowed.returnTo.map((s) => s.key)).toEqual(['first', 'second']);
    const refused = await f.act('manager', app.id, { action: 'return', toStageKey: 'third' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.toStageKey).toBeDefined();
    const returned = await f.act('manager', app.id, {
      action: 'return',
      toStageKey: 'first',
      comment: 'check the quote',
    });
    expect(returned.statusCode).toBe(200);
    expect(await f.pending(app.id)).toEqual(['user01']);
    const view = returned.json() as InstanceView;
    expect(view.stages.filter((s) => s.key === 'third').map((s) => s.state)).toContain('returned');
    expect(view.history.at(-1)).toMatchObject({
      action: 'return',
      stageKey: 'third',
      details: { to: 'first' },
    });
    await f.act('user01', app.id, { action: 'approve' });
    await f.act('user02', app.id, { action: 'approve' });
    expect((await f.act('manager', app.id, { action: 'approve' })).json().status).toBe('approved');
  });

  it('reject back to the applicant: they revise and resubmit, keeping the number; the flow starts again', async () => {
    const app = await f.submit('staff', threeStages);
    await f.act('user01', app.id, { action: 'approve' });
    const back = await f.act('user02', app.id, {
      action: 'reject',
      rejectTo: 'applicant',
      comment: 'add a quote',
    });
    expect(back.json().status).toBe('returned');
    expect(back.json().allowed.edit).toBe(false);
    const mine = await f.view(app.id, 'staff');
    expect(mine.allowed.edit).toBe(true);
    // Switching the form off since does not strand an application already made with it.
    await sql`update wf_templates set is_active = false where id = ${threeStages}`.execute(f.t.server.ctx.db);
    const resubmit = await f.as('staff', 'PUT', `/api/wf/instance/${app.id}`, {
      templateId: threeStages,
      values: { subject: 'Laptop with quote', amount: '1300.00' },
      submit: true,
      version: mine.version,
    });
    expect(resubmit.statusCode, resubmit.body).toBe(200);
    expect(resubmit.json()).toMatchObject({
      status: 'running',
      number: app.number,
      title: 'Laptop with quote',
    });
    expect(await f.pending(app.id)).toEqual(['user01']);
    expect(actions(resubmit.json())).toEqual(['submit', 'approve', 'reject', 'resubmit']);
    await sql`update wf_templates set is_active = true where id = ${threeStages}`.execute(f.t.server.ctx.db);
  });

  it('add a signer before: the caller waits until the added signer decides, then decides', async () => {
    const app = await f.submit('staff', threeStages);
    const added = await f.act('user01', app.id, {
      action: 'addSigner',
      position: 'before',
      userIds: [u('user05')],
      comment: 'please check the budget',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(await f.pending(app.id)).toEqual(['user05']);
    expect((await f.act('user01', app.id, { action: 'approve' })).statusCode).toBe(422);
    const view = await f.view(app.id, 'user05');
    expect(view.allowed.actions).toEqual(['approve', 'reject', 'comment']);
    await f.act('user05', app.id, { action: 'approve', comment: 'budget ok' });
    expect(await f.pending(app.id)).toEqual(['user01']);
    await f.act('user01', app.id, { action: 'approve' });
    expect(await f.pending(app.id)).toEqual(['user02']);
    const first = (await f.view(app.id)).stages.find((s) => s.key === 'first')!;
    expect(first.approvers.map((a) => [a.id, a.state, a.addedBy?.id ?? null])).toEqual([
      [u('user01'), 'approved', null],
      [u('user05'), 'approved', u('user01')],
    ]);
  });

  it('add a signer after: a new stage after the caller’s runs before the next one', async () => {
    const app = await f.submit('staff', threeStages);
    await f.act('user01', app.id, {
      action: 'addSigner',
      position: 'after',
      userIds: [u('user06'), u('user07')],
    });
    // The caller still decides their own stage.
    expect(await f.pending(app.id)).toEqual(['user01']);
    const planned = await f.view(app.id);
    const addedStage = planned.stages.find((s) => s.key.startsWith('first_added'))!;
    expect(addedStage).toMatchObject({
      state: 'planned',
      mode: 'all',
      name: { en: 'first (added signers)' },
    });
    // Planned signers may already see the application.
    expect((await f.as('user06', 'GET', `/api/wf/instance/${app.id}`)).statusCode).toBe(200);
    await f.act('user01', app.id, { action: 'approve' });
    expect(await f.pending(app.id)).toEqual(['user06', 'user07']);
    await f.act('user06', app.id, { action: 'approve' });
    await f.act('user07', app.id, { action: 'approve' });
    expect(await f.pending(app.id)).toEqual(['user02']);
  });

  it('forward hands the caller’s task to someone else', async () => {
    const app = await f.submit('staff', threeStages);
    const fwd = await f.act('user01', app.id, {
      action: 'forward',
      userIds: [u('user08')],
      comment: 'yours',
    });
    expect(fwd.statusCode, fwd.body).toBe(200);
    expect(await f.pending(app.id)).toEqual(['user08']);
    expect((await f.act('user01', app.id, { action: 'approve' })).statusCode).toBe(409);
    await f.act('user08', app.id, { action: 'approve' });
    expect(await f.pending(app.id)).toEqual(['user02']);
    expect(actions(await f.view(app.id))).toEqual(['submit', 'forward', 'approve']);
  });

  it('withdraw: only the applicant, only before the first decision', async () => {
    const a = await f.submit('staff', threeStages);
    expect((await f.view(a.id, 'staff')).allowed.actions).toContain('withdraw');
    expect((await f.act('user01', a.id, { action: 'withdraw' })).statusCode).toBe(403);
    const done = await f.act('staff', a.id, { action: 'withdraw', comment: 'not needed' });
    expect(done.json().status).toBe('withdrawn');
    expect(await f.pending(a.id)).toEqual([]);

    const b = await f.submit('staff', threeStages);
    await f.act('user01', b.id, { action: 'approve' });
    expect((await f.view(b.id, 'staff')).allowed.actions).not.toContain('withdraw');
    const late = await f.act('staff', b.id, { action: 'withdraw' });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(
      'Someone has already decided on this application; it can no longer be withdrawn.',
    );
  });

  it('comments are recorded without deciding anything; a stale version gets 409', async () => {
    const app = await f.submit('staff', threeStages);
    const commented = await f.act('user02', app.id, { action: 'comment', comment: 'waiting for my turn' });
    expect(commented.statusCode).toBe(200);
    expect(commented.json().history.at(-1)).toMatchObject({
      action: 'comment',
      comment: 'waiting for my turn',
    });
    const stale = await f.as('user01', 'POST', `/api/wf/instance/${app.id}/action`, {
      action: 'approve',
      version: app.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(await f.pending(app.id)).toEqual(['user01']);
  });

  it('a draft is saved without its required fields, edited, and submitted later', async () => {
    const draft = await f.as('staff', 'POST', '/api/wf/instance', {
      templateId: threeStages,
      values: { note: 'to finish' },
      submit: false,
    });
    expect(draft.statusCode, draft.body).toBe(201);
    expect(draft.json()).toMatchObject({ status: 'draft', number: null, allowed: { edit: true } });
    const drafts = await f.as('staff', 'GET', '/api/wf/instance?folder=draft');
    expect(drafts.json().data.map((r: { id: number }) => r.id)).toContain(draft.json().id);
    expect((await f.as('user01', 'GET', `/api/wf/instance/${draft.json().id}`)).statusCode).toBe(403);
    const missing = await f.as('staff', 'PUT', `/api/wf/instance/${draft.json().id}`, {
      templateId: threeStages,
      values: { note: 'to finish' },
      submit: true,
      version: draft.json().version,
    });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['values.amount', 'values.subject']);
    const sent = await f.as('staff', 'PUT', `/api/wf/instance/${draft.json().id}`, {
      templateId: threeStages,
      values: { subject: 'Chair', amount: '90.5', note: 'done' },
      submit: true,
      version: draft.json().version,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'running', values: { amount: '90.50' } });
  });
});
