import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTANCE_STATUSES } from '../../../schemas/wf/wfApi';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';
import { HttpError } from '../../http/HttpError';
import { applyAdminAction } from './adminActions';
import { applyAction } from './applyAction';
import { createApplication, updateApplication } from './saveApplication';
import { stage, startWfFixture, type WfFixture } from './testing/wfFixture';
import { wfDb } from './wfDatabase';

const ACCOUNTS = [
  'staff',
  'user01',
  'user02',
  'user03',
  'user04',
  'user05',
  'user06',
  'user07',
  'user08',
  'user09',
  'manager',
  'admin',
] as const;
type Account = (typeof ACCOUNTS)[number];
// Approvals weigh most, so walks reach the later stages and the end.
const KINDS = [
  ...Array<'approve'>(12).fill('approve'),
  'reject',
  'return',
  'addSigner',
  'forward',
  'comment',
  'withdraw',
  'resubmit',
  'resubmit',
  'reroute',
  'end',
] as const;
const DECISIONS = new Set(['approve', 'reject', 'return', 'addSigner', 'forward']);
const TERMINAL = new Set(['approved', 'rejected', 'withdrawn', 'ended']);

const step = fc.record({
  // Mostly someone the application waits for (so walks get far), else anyone.
  actor: fc.oneof(
    { arbitrary: fc.constant('waitedFor' as const), weight: 3 },
    { arbitrary: fc.constantFrom(...ACCOUNTS), weight: 1 },
  ),
  pick: fc.nat(10),
  viaDelegate: fc.boolean(),
  kind: fc.constantFrom(...KINDS),
  rejectTo: fc.constantFrom('end' as const, 'applicant' as const),
  toStageKey: fc.constantFrom('a', 'b', 'c', 'd'),
  position: fc.constantFrom('before' as const, 'after' as const),
  target: fc.constantFrom(...ACCOUNTS),
});

describe.each(testDatabaseTargets())('sign-off engine properties on $name', (target) => {
  let f: WfFixture;
  let tpl: number;
  let id: (account: Account) => number;
  beforeAll(async () => {
    f = await startWfFixture(target);
    id = (account) => f.ids[account]!;
    tpl = await f.template({
      flow: {
        steps: [
          {
            parallel: [
              [stage('a', [id('user01'), id('user02')], { mode: 'all' })],
              [stage('b', [id('user03'), id('user04')])],
            ],
          },
          { stage: stage('c', [id('user05'), id('user06'), id('user07')], { mode: 'anyN', n: 2 }) },
          { stage: stage('d', [id('manager')]) },
        ],
      },
    });
    // user08 acts for user01 (every template, in force).
    await sql`insert into wf_delegations (user_id, agent_id, starts_on, ends_on, template_id, is_active)
              values (${id('user01')}, ${id('user08')}, '2000-01-01', '2999-12-31', null, true)`.execute(
      f.t.server.ctx.db,
    );
  });
  afterAll(async () => f?.close());

  const accountOf = (userId: number | undefined): Account =>
    ACCOUNTS.find((a) => userId !== undefined && id(a) === userId) ?? 'user09';

  /** Every invariant of one application, read back from the tables. */
  async function checkInvariants(instanceId: number): Promise<void> {
    const db = wfDb(f.t.server.ctx.db);
    const instance = await db
      .selectFrom('wf_instances')
      .selectAll()
      .where('id', '=', instanceId)
      .executeTakeFirstOrThrow();
    const runs = await db
      .selectFrom('wf_stage_runs')
      .selectAll()
      .where('instance_id', '=', instanceId)
      .execute();
    const tasks = await db.selectFrom('wf_tasks').selectAll().where('instance_id', '=', instanceId).execute();
    const history = await db
      .selectFrom('wf_history')
      .selectAll()
      .where('instance_id', '=', instanceId)
      .orderBy('id')
      .execute();
    // Exactly one known status, and the runs agree with it.
    expect(INSTANCE_STATUSES).toContain(instance.status);
    const active = runs.filter((r) => r.state === 'active');
    if (instance.status === 'running') {
      expect(active.length).toBeGreaterThan(0);
      expect(instance.current_step).not.toBeNull();
      expect(active.every((r) => r.step === instance.current_step && r.round === instance.round)).toBe(true);
    } else {
      expect(active).toEqual([]);
      expect(tasks.filter((t) => t.state === 'pending' || t.state === 'waiting')).toEqual([]);
    }
    // One stage at a time per branch.
    const branches = active.map((r) => `${r.round}/${r.step}/${r.branch}`);
    expect(new Set(branches).size).toBe(branches.length);
    // A stage is approved once, with enough approvals; a rejected one has a rejection.
    for (const run of runs) {
      const votes = tasks.filter((t) => t.run_id === run.id && t.role === 'approver');
      if (run.state === 'approved') {
        expect(votes.filter((t) => t.state === 'approved').length).toBeGreaterThanOrEqual(run.required);
        expect(run.finished_at).not.toBeNull();
      }
      if (run.state === 'rejected') expect(votes.some((t) => t.state === 'rejected')).toBe(true);
      if (run.state !== 'active')
        expect(tasks.filter((t) => t.run_id === run.id && t.state === 'pending')).toEqual([]);
    }
    // Each decision was made by the task's owner or their delegate, and says so.
    for (const task of tasks.filter((t) => t.acted_by !== null && t.state !== 'cancelled')) {
      if (task.acted_by === task.assignee_id) expect(task.on_behalf_of).toBeNull();
      else {
        expect(task.on_behalf_of).toBe(task.assignee_id);
        expect([task.assignee_id, task.acted_by]).toEqual([id('user01'), id('user08')]);
      }
    }
    // The history tells the same story as the tasks.
    const count = (action: string) => history.filter((h) => h.action === action).length;
    const taskCount = (state: string) => tasks.filter((t) => t.state === state).length;
    expect(count('approve')).toBe(taskCount('approved'));
    expect(count('reject')).toBe(taskCount('rejected'));
    expect(count('return')).toBe(taskCount('returned'));
    expect(count('forward')).toBe(taskCount('forwarded'));
    expect(count('submit')).toBe(1);
    expect(count('resubmit')).toBe(instance.round - 1);
  }

  it('random actions by random users keep every invariant', async () => {
    const db = wfDb(f.t.server.ctx.db);
    const outcomes = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 20 }), async (steps) => {
        const lang = 'en' as const;
        const instanceId = await createApplication(
          f.services,
          { userId: id('staff'), lang },
          {
            templateId: tpl,
            values: { subject: 'Random walk', amount: '10' },
            submit: true,
          },
        );
        for (const s of steps) {
          const before = await db
            .selectFrom('wf_instances')
            .select(['version', 'status'])
            .where('id', '=', instanceId)
            .executeTakeFirstOrThrow();
          const pending = await db
            .selectFrom('wf_tasks')
            .select('assignee_id')
            .where('instance_id', '=', instanceId)
            .where('state', '=', 'pending')
            .execute();
          const owners = new Set(pending.map((t) => t.assignee_id));
          let actor =
            s.actor === 'waitedFor'
              ? accountOf(pending[s.pick % Math.max(1, pending.length)]?.assignee_id)
              : s.actor;
          if (actor === 'user01' && s.viaDelegate) actor = 'user08';
          const entitled = owners.has(id(actor)) || (actor === 'user08' && owners.has(id('user01')));
          const caller = { userId: id(actor), lang, seeAll: actor === 'admin' };
          let ok = true;
          try {
            if (s.kind === 'resubmit')
              await updateApplication(f.services, caller, instanceId, {
                templateId: tpl,
                values: { subject: 'Again', amount: '11' },
                submit: true,
                version: before.version,
              });
            else if (s.kind === 'reroute' || s.kind === 'end')
              await applyAdminAction(f.services, { userId: id('admin'), lang }, instanceId, {
                action: s.kind,
                version: before.version,
                reason: 'property test',
                userIds: [id(s.target)],
              });
            else
              await applyAction(f.services, caller, instanceId, {
                action: s.kind,
                version: before.version,
                comment: 'c',
                rejectTo: s.rejectTo,
                toStageKey: s.toStageKey,
                position: s.position,
                userIds: [id(s.target)],
              });
          } catch (error) {
            if (!(error instanceof HttpError) || error.status >= 500) throw error;
            ok = false;
          }
          const after = await db
            .selectFrom('wf_instances')
            .select(['version', 'status'])
            .where('id', '=', instanceId)
            .executeTakeFirstOrThrow();
          // A step either happened (one version up) or left no trace.
          expect(after.version).toBe(ok ? before.version + 1 : before.version);
          // Decisions only by someone entitled at that moment; an entitled approval always goes through.
          if (ok && DECISIONS.has(s.kind)) expect(entitled).toBe(true);
          if (s.kind === 'approve' && entitled) expect(ok).toBe(true);
          // An ended application stays ended.
          if (TERMINAL.has(before.status)) expect(after.status).toBe(before.status);
          await checkInvariants(instanceId);
        }
        const final = await db
          .selectFrom('wf_instances')
          .select('status')
          .where('id', '=', instanceId)
          .executeTakeFirstOrThrow();
        outcomes.set(final.status, (outcomes.get(final.status) ?? 0) + 1);
      }),
      { numRuns: Number(process.env.WF_PROPERTY_RUNS ?? 30) },
    );
    // The walks reached the ends too, not only the first stage.
    expect(outcomes.size).toBeGreaterThanOrEqual(3);
    if (process.env.WF_PROPERTY_STATS) console.log(Object.fromEntries(outcomes));
  }, 300_000);
});
