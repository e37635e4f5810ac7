import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstanceView } from '../../../schemas/wf/wfApi';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';
import { sendDueReminders } from './sendDueReminders';
import { flowOf, stage, startWfFixture, type WfFixture } from './testing/wfFixture';
import { wfDb } from './wfDatabase';

describe.each(testDatabaseTargets())(
  'sign-off approvers, delegation and administration on $name',
  (target) => {
    let f: WfFixture;
    let u: (account: string) => number;
    let dept: (code: string) => Promise<number>;
    beforeAll(async () => {
      f = await startWfFixture(target);
      u = (account) => f.ids[account]!;
      dept = async (code) =>
        (
          await f.t.server.ctx.db
            .selectFrom('departments')
            .select('id')
            .where('code', '=', code)
            .executeTakeFirstOrThrow()
        ).id;
    });
    afterAll(async () => f?.close());

    const approversOf = (view: InstanceView, key: string) =>
      view.stages.find((s) => s.key === key)?.approvers.map((a) => a.id) ?? [];

    it('department heads up the chain: the named head, else the highest-ranked member', async () => {
      const tpl = await f.template({
        flow: flowOf(
          stage('section', [], { approvers: [{ type: 'departmentHead', levelsUp: 0 }] }),
          stage('division', [], { approvers: [{ type: 'departmentHead', levelsUp: 1 }] }),
          stage('company', [], { approvers: [{ type: 'departmentHead', levelsUp: 2 }] }),
          stage('beyond', [], { approvers: [{ type: 'departmentHead', levelsUp: 5 }] }),
        ),
      });
      // staff sits in 業務一課 (SE): user10 is its 課長 (rank 60) above staff and user05 (專員 20).
      const preview = await f.as('staff', 'POST', '/api/wf/instance/preview', {
        templateId: tpl,
        values: { subject: 'x', amount: '1' },
      });
      expect(preview.statusCode, preview.body).toBe(200);
      const plan = preview.json() as { stages: InstanceView['stages']; problems: unknown[] };
      const of = (key: string) => plan.stages.find((s) => s.key === key)!;
      expect(of('section').approvers.map((a) => a.id)).toEqual([u('user10')]);
      expect(of('division').approvers.map((a) => a.id)).toEqual([u('manager')]);
      expect(of('company').approvers.map((a) => a.id)).toEqual([u('admin')]);
      expect(of('beyond')).toMatchObject({ state: 'skipped', skippedBecause: 'noApprover' });
      // A named head wins over rank.
      await sql`update departments set head_user_id = ${u('user05')} where code = 'SE'`.execute(
        f.t.server.ctx.db,
      );
      const app = await f.submit('staff', tpl);
      expect(approversOf(app, 'section')).toEqual([u('user05')]);
      await sql`update departments set head_user_id = null where code = 'SE'`.execute(f.t.server.ctx.db);
    });

    it('job positions in a department or up the chain, groups, and the applicant’s choice', async () => {
      const positions = await f.t.server.ctx.db.selectFrom('job_positions').select(['id', 'name']).execute();
      const position = (name: string) => positions.find((p) => p.name === name)!.id;
      const group = await f.t.server.ctx.db.selectFrom('groups').select('id').executeTakeFirstOrThrow();
      const tpl = await f.template({
        flow: flowOf(
          stage('hrClerks', [], {
            approvers: [
              { type: 'position', jobPositionId: position('專員'), departmentId: await dept('HR') },
            ],
          }),
          stage('nearestManager', [], { approvers: [{ type: 'position', jobPositionId: position('經理') }] }),
          stage('managers', [], { approvers: [{ type: 'group', groupId: group.id }] }),
          stage('picked', [], { approvers: [{ type: 'applicantChoice' }], whenNoApprover: 'block' }),
        ),
      });
      const noChoice = await f.as('staff', 'POST', '/api/wf/instance', {
        templateId: tpl,
        values: { subject: 'x', amount: '1' },
        submit: true,
      });
      expect(noChoice.statusCode).toBe(422);
      expect(noChoice.json().errors['stages.picked']).toEqual(['Choose who signs the stage "picked".']);
      const app = await f.submit('staff', tpl, undefined, {
        chosenApprovers: { picked: [u('user11'), u('user12')] },
      });
      const hrClerks = (
        await f.t.server.ctx.db
          .selectFrom('user_departments')
          .select('user_id')
          .where('department_id', '=', await dept('HR'))
          .where('job_position_id', '=', position('專員'))
          .orderBy('user_id')
          .execute()
      ).map((r) => r.user_id);
      expect(approversOf(app, 'hrClerks')).toEqual(hrClerks);
      // staff's section has no 經理: the nearest is the division's (manager).
      expect(approversOf(app, 'nearestManager')).toEqual([u('manager')]);
      expect(approversOf(app, 'managers')).toEqual([u('manager')]);
      expect(approversOf(app, 'picked')).toEqual([u('user11'), u('user12')]);
    });

    it('nobody to sign: skip the stage, send it to the administrators, or refuse the submit naming it', async () => {
      const nobody = [{ type: 'users' as const, userIds: [999999] }];
      const skip = await f.template({
        flow: flowOf(stage('ghost', [], { approvers: nobody }), stage('real', [u('manager')])),
      });
      const a = await f.submit('staff', skip);
      expect(a.stages.find((s) => s.key === 'ghost')).toMatchObject({
        state: 'skipped',
        skippedBecause: 'noApprover',
      });
      expect(await f.pending(a.id)).toEqual(['manager']);

      const admin = await f.template({
        flow: flowOf(stage('ghost', [], { approvers: nobody, whenNoApprover: 'admin' })),
      });
      const b = await f.submit('staff', admin);
      expect(await f.pending(b.id)).toEqual(['admin']);

      const block = await f.template({
        flow: flowOf(
          stage('ghost', [], {
            name: { tw: '幽靈', en: 'Ghost' },
            approvers: nobody,
            whenNoApprover: 'block',
          }),
        ),
      });
      const refused = await f.as('staff', 'POST', '/api/wf/instance', {
        templateId: block,
        values: { subject: 'x', amount: '1' },
        submit: true,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(
        'Nobody can sign the stage "Ghost"; the application cannot be submitted until someone can.',
      );
      expect(refused.json().problems).toEqual([{ stageKey: 'ghost', message: expect.any(String) }]);
      // Nothing was kept: no application, no number taken.
      const count = await wfDb(f.t.server.ctx.db)
        .selectFrom('wf_instances')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('template_id', '=', block)
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(0);
    });

    it('a delegate sees the delegator’s items while the delegation is in force and signs on their behalf', async () => {
      const tpl = await f.template({
        flow: flowOf(stage('boss', [u('manager')]), stage('next', [u('user01')])),
      });
      const other = await f.template({ flow: flowOf(stage('boss', [u('manager')])) });
      const db = f.t.server.ctx.db;
      await sql`insert into wf_delegations (user_id, agent_id, starts_on, ends_on, template_id, is_active)
              values (${u('manager')}, ${u('user09')}, '2000-01-01', '2999-12-31', ${tpl}, true),
                     (${u('manager')}, ${u('user13')}, '2000-01-01', '2000-01-02', null, true)`.execute(db);
      const app = await f.submit('staff', tpl);
      const elsewhere = await f.submit('staff', other);
      const receive = await f.as('user09', 'GET', '/api/wf/instance?folder=receive');
      const ids = receive.json().data.map((r: { id: number }) => r.id);
      expect(ids).toContain(app.id);
      // The delegation names one template only.
      expect(ids).not.toContain(elsewhere.id);
      expect((await f.as('user09', 'GET', `/api/wf/instance/${elsewhere.id}`)).statusCode).toBe(403);
      const seen = await f.view(app.id, 'user09');
      expect(seen.allowed.actingFor).toEqual([{ id: u('manager'), name: expect.any(String) }]);
      const signed = await f.act('user09', app.id, { action: 'approve', comment: 'for the manager' });
      expect(signed.statusCode, signed.body).toBe(200);
      const entry = (signed.json() as InstanceView).history.at(-1)!;
      expect(entry).toMatchObject({
        action: 'approve',
        actor: { id: u('user09') },
        onBehalfOf: { id: u('manager') },
      });
      const boss = (signed.json() as InstanceView).stages.find((s) => s.key === 'boss')!;
      expect(boss.approvers[0]).toMatchObject({
        id: u('manager'),
        state: 'approved',
        actedBy: { id: u('user09') },
      });
      // A delegation that has ended gives nothing.
      expect((await f.act('user13', elsewhere.id, { action: 'approve' })).statusCode).toBe(403);
    });

    it('an administrator reroutes a stuck stage and ends an application, with the reason recorded', async () => {
      const tpl = await f.template({
        flow: flowOf(stage('stuck', [u('user14')]), stage('then', [u('user15')])),
      });
      const app = await f.submit('staff', tpl);
      const body = {
        action: 'reroute',
        version: app.version,
        reason: 'user14 is away',
        userIds: [u('user16')],
      };
      expect((await f.as('manager', 'POST', `/api/wf/instance/${app.id}/admin`, body)).statusCode).toBe(403);
      const running = await f.as('admin', 'GET', '/api/wf/running');
      expect(running.json().data.map((r: { id: number }) => r.id)).toContain(app.id);
      const rerouted = await f.as('admin', 'POST', `/api/wf/instance/${app.id}/admin`, body);
      expect(rerouted.statusCode, rerouted.body).toBe(200);
      expect(await f.pending(app.id)).toEqual(['user16']);
      expect((rerouted.json() as InstanceView).history.at(-1)).toMatchObject({
        action: 'reroute',
        comment: 'user14 is away',
        details: { from: [u('user14')], to: [u('user16')] },
      });
      await f.act('user16', app.id, { action: 'approve' });
      const end = await f.as('admin', 'POST', `/api/wf/instance/${app.id}/admin`, {
        action: 'end',
        version: (await f.view(app.id)).version,
        reason: 'duplicate',
      });
      expect(end.json()).toMatchObject({ status: 'ended' });
      expect(await f.pending(app.id)).toEqual([]);
      const notes = await f.as('staff', 'GET', '/api/sc/user-notification');
      expect(notes.json().data[0]).toMatchObject({
        modelType: 'wf',
        modelId: app.id,
        data: { workflow: { status: 'E' } },
      });
    });

    it('hand-over moves every pending item of a leaver to a successor in one step', async () => {
      const tpl = await f.template({
        flow: flowOf(stage('one', [u('user17')]), stage('two', [u('user18')])),
      });
      const a = await f.submit('staff', tpl);
      const b = await f.submit('manager', tpl);
      const moved = await f.as('admin', 'POST', '/api/wf/hand-over', {
        fromUserId: u('user17'),
        toUserId: u('user19'),
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json()).toEqual({ moved: 2 });
      expect(await f.pending(a.id)).toEqual(['user19']);
      expect(await f.pending(b.id)).toEqual(['user19']);
      const view = await f.view(a.id);
      expect(view.history.at(-1)).toMatchObject({
        action: 'handOver',
        actor: { id: u('admin') },
        onBehalfOf: { id: u('user17') },
      });
      await f.act('user19', a.id, { action: 'approve' });
      expect(await f.pending(a.id)).toEqual(['user18']);
    });

    it('reminds overdue approvers, every interval, at most the set number of times', async () => {
      const tpl = await f.template({ flow: flowOf(stage('slow', [u('user20')], { deadlineHours: 2 })) });
      const app = await f.submit('staff', tpl);
      const start = new Date(app.submittedAt!).getTime();
      const hour = 3_600_000;
      const overdue = async () =>
        (await f.as('user20', 'GET', '/api/sc/user-notification'))
          .json()
          .data.filter(
            (n: { data: { workflow?: { status: string; instanceId: number } } }) =>
              n.data.workflow?.status === 'R' && n.data.workflow.instanceId === app.id,
          ).length;
      // The demo applications have deadlines too: count this application's reminders only.
      const reminded = async (at: number) => {
        await sendDueReminders(f.services, new Date(start + at));
        const task = await wfDb(f.t.server.ctx.db)
          .selectFrom('wf_tasks')
          .select('reminded')
          .where('instance_id', '=', app.id)
          .executeTakeFirstOrThrow();
        return task.reminded;
      };
      expect(await reminded(hour)).toBe(0);
      expect(await reminded(2 * hour + 1000)).toBe(1);
      // Not again before the interval (24 h by default)...
      expect(await reminded(3 * hour)).toBe(1);
      expect(await reminded(27 * hour)).toBe(2);
      expect(await reminded(52 * hour)).toBe(3);
      // ...and three times at most.
      expect(await reminded(80 * hour)).toBe(3);
      expect(await overdue()).toBe(3);
      // Overdue reminders go by mail too by default.
      const outbox = await f.t.server.ctx.db
        .selectFrom('mail_outbox')
        .select('subject')
        .where('recipient', '=', 'user20@atrium.example')
        .execute();
      expect(
        outbox.filter((m) => m.subject.startsWith('逾期') || m.subject.startsWith('Overdue')),
      ).toHaveLength(3);
    });
  },
);
