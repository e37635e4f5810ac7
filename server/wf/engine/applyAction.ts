import { sql } from 'kysely';
import type { FlowDefinition } from '../../../schemas/wf/flowDefinition';
import type { ActionInput } from '../../../schemas/wf/wfApi';
import { LANGUAGES } from '../../http/translate';
import { HttpError, ValidationFailed } from '../../http/HttpError';
import { translate } from '../../http/translate';
import { type EngineServices, lockInstance, runStep, stepContext } from './engineStep';
import { OPEN_TASK_STATES, type RunRecord, type StepContext, type TaskRecord } from './engineTypes';
import { attachApplicationFiles } from './instanceFiles';
import { localised } from './planFlow';
import {
  announceNewTasks,
  cancelOpen,
  evaluateRun,
  finishRejected,
  locateStage,
  resumeBranch,
  startStep,
} from './runFlow';
import type { Caller } from './saveApplication';
import { addHistory, hookContext, notify } from './stepRecords';
import { canSeeInstance, delegatorsOf } from './visibility';
import type { WfDb, WfTrx } from './wfDatabase';

/** A caller of an action: who, in which language, and whether they hold the see-all right. */
export interface ActionCaller extends Caller {
  seeAll: boolean;
}

/** Added signers per action, at most. */
const MAX_ADDED = 20;

/** The task the caller decides with now, whose it is, and its stage run. */
interface Acting {
  task: TaskRecord;
  run: RunRecord;
  /** The approver the task belongs to (the caller, or someone they act for). */
  forUser: number;
}

function fail(
  ctx: StepContext,
  status: number,
  key: string,
  values: Record<string, string | number> = {},
): HttpError {
  return new HttpError(status, translate(ctx.lang, `wf:engine.${key}`, values));
}

function invalid(
  ctx: StepContext,
  field: string,
  key: string,
  values: Record<string, string | number> = {},
): ValidationFailed {
  return new ValidationFailed(translate(ctx.lang, 'validation:failed'), {
    [field]: [translate(ctx.lang, `wf:engine.${key}`, values)],
  });
}

/**
 * Finds the caller's pending task: their own, or, as a delegate in force today, that of the
 * person they act for (`onBehalfOf`, needed when they act for several). Refuses with 409 when
 * the caller's part is already decided, 422 while they wait for a signer they added, 403 when
 * they have no part.
 */
async function findActing(
  ctx: StepContext,
  callerId: number,
  onBehalfOf: number | undefined,
): Promise<Acting> {
  if (ctx.instance.status !== 'running') throw fail(ctx, 409, 'notRunning');
  const delegators = await delegatorsOf(ctx.trx, callerId, ctx.today, ctx.instance.template_id);
  if (onBehalfOf !== undefined && onBehalfOf !== callerId && !delegators.includes(onBehalfOf))
    throw fail(ctx, 403, 'notDelegate');
  const identities = onBehalfOf !== undefined ? [onBehalfOf] : [callerId, ...delegators];
  const tasks = await ctx.trx
    .selectFrom('wf_tasks')
    .selectAll()
    .where('instance_id', '=', ctx.instance.id)
    .where('assignee_id', 'in', identities)
    .orderBy('id')
    .execute();
  const pending = tasks.filter((t) => t.state === 'pending');
  let task = pending.find((t) => t.assignee_id === callerId);
  if (!task) {
    const others = [...new Set(pending.map((t) => t.assignee_id))];
    if (others.length > 1) throw invalid(ctx, 'onBehalfOf', 'chooseOnBehalf');
    task = pending[0];
  }
  if (!task) {
    if (tasks.some((t) => t.state === 'waiting')) throw fail(ctx, 422, 'waitingForAdded');
    if (tasks.length > 0) throw fail(ctx, 409, 'alreadyDecided');
    throw fail(ctx, 403, 'notYourTurn');
  }
  const run = await ctx.trx
    .selectFrom('wf_stage_runs')
    .selectAll()
    .where('id', '=', task.run_id)
    .executeTakeFirstOrThrow();
  return { task, run, forUser: task.assignee_id };
}

async function decideTask(
  ctx: StepContext,
  acting: Acting,
  state: string,
  comment: string | undefined,
): Promise<void> {
  await ctx.trx
    .updateTable('wf_tasks')
    .set({
      state,
      acted_by: ctx.actorId,
      on_behalf_of: acting.forUser === ctx.actorId ? null : acting.forUser,
      acted_at: ctx.now,
      comment: comment?.trim() ? comment.trim() : null,
    })
    .where('id', '=', acting.task.id)
    .execute();
}

/** A signer added before someone decided: when every such signer has, that someone decides again. */
async function resumeWaiting(ctx: StepContext, added: TaskRecord): Promise<void> {
  if (added.before_task_id === null) return;
  const open = await ctx.trx
    .selectFrom('wf_tasks')
    .select('id')
    .where('before_task_id', '=', added.before_task_id)
    .where('state', 'in', ['pending', 'waiting'])
    .limit(1)
    .executeTakeFirst();
  if (open) return;
  const resumed = await ctx.trx
    .updateTable('wf_tasks')
    .set({ state: 'pending' })
    .where('id', '=', added.before_task_id)
    .where('state', '=', 'waiting')
    .returning('assignee_id')
    .executeTakeFirst();
  if (resumed) await announceNewTasks(ctx, [resumed.assignee_id]);
}

/** The earlier stages `return` may go back to from this run: approved in this round, in an earlier step or earlier in its branch. */
export async function returnTargets(
  db: WfDb | WfTrx,
  instance: { id: number; round: number },
  flow: FlowDefinition,
  run: RunRecord,
): Promise<Array<{ key: string; name: Record<string, string> }>> {
  const rows = await db
    .selectFrom('wf_stage_runs')
    .select(['stage_key', 'name', 'step', 'branch', 'slot'])
    .where('instance_id', '=', instance.id)
    .where('round', '=', instance.round)
    .where('state', '=', 'approved')
    .where('added_by', 'is', null)
    .where((eb) =>
      eb.or([
        eb('step', '<', run.step),
        eb.and([eb('step', '=', run.step), eb('branch', '=', run.branch), eb('slot', '<', run.slot)]),
      ]),
    )
    .orderBy('step')
    .orderBy('branch')
    .orderBy('slot')
    .execute();
  const seen = new Set<string>();
  return rows
    .filter((r) => locateStage(flow, r.stage_key) !== null && !seen.has(r.stage_key) && seen.add(r.stage_key))
    .map((r) => ({ key: r.stage_key, name: r.name }));
}

async function activeUsers(ctx: StepContext, ids: readonly number[]): Promise<number[]> {
  return ctx.resolver.active([...new Set(ids)]);
}

async function approve(ctx: StepContext, acting: Acting, input: ActionInput): Promise<void> {
  await decideTask(ctx, acting, 'approved', input.comment);
  await record(ctx, acting, 'approve', input);
  await ctx.kind.onDecision?.({ ...hookContext(ctx), decision: decision(acting, 'approve', input) });
  if (acting.task.role === 'before') await resumeWaiting(ctx, acting.task);
  else await evaluateRun(ctx, acting.run);
}

async function reject(ctx: StepContext, acting: Acting, input: ActionInput): Promise<void> {
  const to = input.rejectTo ?? 'end';
  await decideTask(ctx, acting, 'rejected', input.comment);
  await record(ctx, acting, 'reject', input, { rejectTo: to });
  await ctx.kind.onDecision?.({ ...hookContext(ctx), decision: decision(acting, 'reject', input) });
  if (acting.task.role === 'before') {
    await resumeWaiting(ctx, acting.task);
    return;
  }
  if ((await evaluateRun(ctx, acting.run)) === 'rejected') await finishRejected(ctx, to);
}

async function returnTo(ctx: StepContext, acting: Acting, input: ActionInput): Promise<void> {
  if (acting.task.role === 'before') throw fail(ctx, 422, 'notForAdded');
  const key = input.toStageKey;
  const targets = await returnTargets(ctx.trx, ctx.instance, ctx.flow, acting.run);
  if (!key || !targets.some((t) => t.key === key)) throw invalid(ctx, 'toStageKey', 'notReturnable');
  const target = locateStage(ctx.flow, key)!;
  await decideTask(ctx, acting, 'returned', input.comment);
  await ctx.trx
    .updateTable('wf_stage_runs')
    .set({ state: 'returned', finished_at: ctx.now })
    .where('id', '=', acting.run.id)
    .execute();
  // The others' part in the returned stage is over (it starts afresh when the flow comes back).
  await ctx.trx
    .updateTable('wf_tasks')
    .set({ state: 'cancelled' })
    .where('run_id', '=', acting.run.id)
    .where('state', 'in', [...OPEN_TASK_STATES])
    .execute();
  await record(ctx, acting, 'return', input, { to: key });
  await ctx.kind.onDecision?.({ ...hookContext(ctx), decision: decision(acting, 'return', input) });
  notify(ctx, {
    event: 'returned',
    status: 'E',
    userIds: [ctx.instance.applicant_id],
    what: 'returnedToStage',
  });
  if (target.step < acting.run.step) {
    await cancelOpen(ctx);
    await startStep(ctx, target.step, new Map([[target.branch, target.slot]]));
  } else {
    await cancelOpen(ctx, { step: target.step, branch: target.branch });
    await resumeBranch(ctx, target.step, target.branch, target.slot);
  }
}

async function addSigner(ctx: StepContext, acting: Acting, input: ActionInput): Promise<void> {
  if (acting.task.role === 'before') throw fail(ctx, 422, 'notForAdded');
  if (input.position !== 'before' && input.position !== 'after')
    throw invalid(ctx, 'position', 'choosePosition');
  const users = (await activeUsers(ctx, input.userIds ?? [])).filter(
    (id) => id !== acting.forUser && id !== ctx.actorId,
  );
  if (users.length === 0 || users.length > MAX_ADDED || users.length !== new Set(input.userIds).size)
    throw invalid(ctx, 'userIds', 'chooseSigners', { max: MAX_ADDED });
  const base = { instance_id: ctx.instance.id, forwarded_from_id: null, acted_by: null, on_behalf_of: null };
  const none = { acted_at: null, comment: null, reminded_at: null };
  if (input.position === 'before') {
    await ctx.trx
      .insertInto('wf_tasks')
      .values(
        users.map((assignee_id, sort) => ({
          ...base,
          ...none,
          run_id: acting.run.id,
          assignee_id,
          role: 'before',
          state: 'pending',
          before_task_id: acting.task.id,
          added_by: ctx.actorId,
          sort,
        })),
      )
      .execute();
    await ctx.trx
      .updateTable('wf_tasks')
      .set({ state: 'waiting' })
      .where('id', '=', acting.task.id)
      .execute();
    await announceNewTasks(ctx, users);
  } else {
    const next = await ctx.trx
      .selectFrom('wf_stage_runs')
      .select('seq')
      .where('instance_id', '=', ctx.instance.id)
      .where('round', '=', acting.run.round)
      .where('step', '=', acting.run.step)
      .where('branch', '=', acting.run.branch)
      .where('slot', '=', acting.run.slot)
      .where('state', '=', 'planned')
      .where('seq', '>', acting.run.seq)
      .orderBy('seq')
      .limit(1)
      .executeTakeFirst();
    const seq = next ? (acting.run.seq + next.seq) / 2 : acting.run.seq + 1;
    const count = await ctx.trx
      .selectFrom('wf_stage_runs')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('instance_id', '=', ctx.instance.id)
      .where('added_by', 'is not', null)
      .executeTakeFirstOrThrow();
    const baseName = acting.run.name;
    const name = Object.fromEntries(
      LANGUAGES.map((lang) => [
        lang,
        translate(lang, 'wf:engine.addedStage', { stage: localised(baseName, lang) }),
      ]),
    );
    const run = await ctx.trx
      .insertInto('wf_stage_runs')
      .values({
        instance_id: ctx.instance.id,
        step: acting.run.step,
        branch: acting.run.branch,
        slot: acting.run.slot,
        seq,
        stage_key: `${acting.run.stage_key}_added${count.n + 1}`,
        name: JSON.stringify(name),
        round: acting.run.round,
        state: 'planned',
        mode: 'all',
        n: null,
        percent: null,
        required: users.length,
        skipped_because: null,
        added_by: ctx.actorId,
        deadline: null,
        started_at: null,
        finished_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.trx
      .insertInto('wf_tasks')
      .values(
        users.map((assignee_id, sort) => ({
          ...base,
          ...none,
          run_id: run.id,
          assignee_id,
          state: 'planned',
          before_task_id: null,
          added_by: ctx.actorId,
          sort,
        })),
      )
      .execute();
    ctx.instance.planned_user_ids = [...new Set([...ctx.instance.planned_user_ids, ...users])];
  }
  await record(ctx, acting, 'addSigner', input, { position: input.position, userIds: users });
}

async function forward(ctx: StepContext, acting: Acting, input: ActionInput): Promise<void> {
  const [to] = await activeUsers(ctx, input.userIds ?? []);
  if (to === undefined || (input.userIds ?? []).length !== 1 || to === acting.forUser || to === ctx.actorId)
    throw invalid(ctx, 'userIds', 'chooseForward');
  const already = await ctx.trx
    .selectFrom('wf_tasks')
    .select('id')
    .where('run_id', '=', acting.run.id)
    .where('assignee_id', '=', to)
    .where('state', 'in', ['pending', 'waiting'])
    .executeTakeFirst();
  if (already) throw invalid(ctx, 'userIds', 'alreadySigner');
  await decideTask(ctx, acting, 'forwarded', input.comment);
  await ctx.trx
    .insertInto('wf_tasks')
    .values({
      instance_id: ctx.instance.id,
      run_id: acting.run.id,
      assignee_id: to,
      role: acting.task.role,
      state: 'pending',
      before_task_id: acting.task.before_task_id,
      forwarded_from_id: acting.task.id,
      added_by: ctx.actorId,
      acted_by: null,
      on_behalf_of: null,
      acted_at: null,
      comment: null,
      sort: acting.task.sort,
      reminded_at: null,
    })
    .execute();
  await record(ctx, acting, 'forward', input, { to });
  await announceNewTasks(ctx, [to]);
}

function decision(acting: Acting, action: 'approve' | 'reject' | 'return', input: ActionInput) {
  return {
    action,
    taskId: acting.task.id,
    stageKey: acting.run.stage_key,
    onBehalfOf: acting.forUser,
    comment: input.comment?.trim() || null,
  };
}

async function record(
  ctx: StepContext,
  acting: Acting,
  action: 'approve' | 'reject' | 'return' | 'addSigner' | 'forward',
  input: ActionInput,
  details?: Record<string, unknown>,
): Promise<void> {
  await addHistory(ctx, {
    action,
    onBehalfOf: acting.forUser === ctx.actorId ? null : acting.forUser,
    runId: acting.run.id,
    stageKey: acting.run.stage_key,
    comment: input.comment,
    fileIds: input.fileIds,
    details,
  });
}

/** Whether anyone decided in the application's current round (a withdrawal is allowed only before). */
export async function decidedRound(
  db: WfDb | WfTrx,
  instance: { id: number; round: number },
): Promise<boolean> {
  const row = await db
    .selectFrom('wf_tasks as t')
    .innerJoin('wf_stage_runs as r', 'r.id', 't.run_id')
    .select('t.id')
    .where('t.instance_id', '=', instance.id)
    .where('r.round', '=', instance.round)
    .where('t.state', 'in', ['approved', 'rejected', 'returned'])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

async function withdraw(ctx: StepContext, input: ActionInput): Promise<void> {
  if (ctx.instance.applicant_id !== ctx.actorId) throw fail(ctx, 403, 'notApplicant');
  if (ctx.instance.status !== 'running') throw fail(ctx, 409, 'notRunning');
  if (!ctx.settings.allowWithdraw) throw fail(ctx, 422, 'withdrawOff');
  if (await decidedRound(ctx.trx, ctx.instance)) throw fail(ctx, 422, 'withdrawTooLate');
  await cancelOpen(ctx);
  ctx.instance.status = 'withdrawn';
  ctx.instance.finished_at = ctx.now;
  ctx.instance.current_step = null;
  await addHistory(ctx, { action: 'withdraw', comment: input.comment, fileIds: input.fileIds });
  await ctx.kind.onWithdrawn?.(hookContext(ctx));
  notify(ctx, { event: 'rejected', status: 'E', userIds: [ctx.instance.applicant_id], what: 'withdrawn' });
}

/**
 * POST /api/wf/instance/{id}/action: one action of ActionInput, in one transaction that locks the
 * application, checks the version the caller saw (409 when stale) and that the caller is
 * entitled at this moment, then moves the flow and records the action.
 */
export async function applyAction(
  services: EngineServices,
  caller: ActionCaller,
  id: number,
  input: ActionInput,
): Promise<void> {
  await runStep(services, async (trx) => {
    const row = await lockInstance(trx, id, caller.lang);
    const ctx = await stepContext(services, trx, row, caller.userId, caller.lang);
    if (!caller.seeAll && !(await canSeeInstance(trx, row, caller.userId, ctx.today)))
      throw fail(ctx, 403, 'notVisible');
    if (input.version !== row.version) throw fail(ctx, 409, 'stale');
    if (row.status === 'draft') throw fail(ctx, 409, 'notRunning');
    if (input.fileIds?.length) await attachApplicationFiles(ctx, caller, input.fileIds, []);
    switch (input.action) {
      case 'comment':
        await addHistory(ctx, { action: 'comment', comment: input.comment, fileIds: input.fileIds });
        if (!input.comment?.trim() && !input.fileIds?.length) throw invalid(ctx, 'comment', 'commentEmpty');
        break;
      case 'withdraw':
        await withdraw(ctx, input);
        break;
      default: {
        const acting = await findActing(ctx, caller.userId, input.onBehalfOf);
        if (input.action === 'approve') await approve(ctx, acting, input);
        else if (input.action === 'reject') await reject(ctx, acting, input);
        else if (input.action === 'return') await returnTo(ctx, acting, input);
        else if (input.action === 'addSigner') await addSigner(ctx, acting, input);
        else if (input.action === 'forward') await forward(ctx, acting, input);
        else throw invalid(ctx, 'action', 'unknownAction');
      }
    }
    return { ctx, result: undefined };
  });
}
