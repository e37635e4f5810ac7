import { evaluateCondition } from '../../../schemas/wf/evaluateCondition';
import type { FlowDefinition, Stage } from '../../../schemas/wf/flowDefinition';
import { type RunRecord, type StepContext, OPEN_RUN_STATES, OPEN_TASK_STATES } from './engineTypes';
import { requiredApprovals, stageOutcome } from './stageOutcome';
import { activeAgentsOf, addHistory, hookContext, notify } from './stepRecords';
import { findWfAdministrators } from './wfAdministrators';

/**
 * The flow's moves: starting a step (every branch of a parallel step at once), activating a
 * stage (its condition, its approvers, what to do when there are none, its copies and
 * deadline), moving on when a stage is approved, and the ends (approved, rejected, returned).
 * Every function runs inside the step's transaction (StepContext) and records what it does.
 */

/** A step's branches: a single stage is one branch of one stage. */
export function branchesOf(flow: FlowDefinition, step: number): Stage[][] {
  const s = flow.steps[step];
  if (!s) return [];
  return 'stage' in s ? [[s.stage]] : s.parallel;
}

/** Where a stage key sits in the flow. */
export function locateStage(
  flow: FlowDefinition,
  key: string,
): { step: number; branch: number; slot: number; stage: Stage } | null {
  for (let step = 0; step < flow.steps.length; step++) {
    for (const [branch, stages] of branchesOf(flow, step).entries()) {
      const slot = stages.findIndex((s) => s.key === key);
      if (slot >= 0) return { step, branch, slot, stage: stages[slot]! };
    }
  }
  return null;
}

/**
 * Starts `step` (each branch at its slot in `startSlots`, else its first stage); a step whose
 * every stage is skipped is passed, and past the last step the application is approved.
 */
export async function startStep(
  ctx: StepContext,
  step: number,
  startSlots?: ReadonlyMap<number, number>,
): Promise<void> {
  for (let s = step; s < ctx.flow.steps.length; s++) {
    ctx.instance.current_step = s;
    let open = false;
    for (const branch of branchesOf(ctx.flow, s).keys()) {
      const from = s === step ? (startSlots?.get(branch) ?? 0) : 0;
      if (await activateFrom(ctx, s, branch, from)) open = true;
    }
    if (open) return;
  }
  await finishApproved(ctx);
}

/** Activates the first stage from `slot` on in a branch that is not skipped; false when the branch ran out. */
export async function activateFrom(
  ctx: StepContext,
  step: number,
  branch: number,
  slot: number,
): Promise<boolean> {
  const stages = branchesOf(ctx.flow, step)[branch] ?? [];
  for (let k = slot; k < stages.length; k++) {
    if (await activateStage(ctx, step, branch, k, stages[k]!)) return true;
  }
  return false;
}

async function skipStage(
  ctx: StepContext,
  place: { step: number; branch: number; slot: number },
  stage: Stage,
  because: 'condition' | 'noApprover',
  details: Record<string, unknown> = {},
): Promise<void> {
  const run = await ctx.trx
    .insertInto('wf_stage_runs')
    .values({
      instance_id: ctx.instance.id,
      ...place,
      stage_key: stage.key,
      name: JSON.stringify(stage.name),
      round: ctx.instance.round,
      state: 'skipped',
      mode: stage.mode,
      n: stage.n ?? null,
      percent: stage.percent ?? null,
      required: 0,
      skipped_because: because,
      added_by: null,
      deadline: null,
      started_at: ctx.now,
      finished_at: ctx.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await addHistory(ctx, {
    action: 'skip',
    actorId: null,
    runId: run.id,
    stageKey: stage.key,
    details: { because, ...details },
  });
}

/** Starts one stage of the flow; false when it is skipped. */
async function activateStage(
  ctx: StepContext,
  step: number,
  branch: number,
  slot: number,
  stage: Stage,
): Promise<boolean> {
  const place = { step, branch, slot };
  if (!evaluateCondition(stage.condition, ctx.instance.values)) {
    await skipStage(ctx, place, stage, 'condition');
    return false;
  }
  const applicant = { id: ctx.instance.applicant_id, departmentId: ctx.instance.applicant_department_id };
  let approvers = await ctx.resolver.resolve(
    stage.approvers,
    applicant,
    ctx.instance.chosen_approvers,
    stage.key,
  );
  let toAdministrators = false;
  if (approvers.length === 0) {
    if (stage.whenNoApprover === 'skip') {
      await skipStage(ctx, place, stage, 'noApprover');
      return false;
    }
    // `admin`, and `block` when the organisation changed after the submit was allowed.
    approvers = await findWfAdministrators(ctx.trx);
    toAdministrators = true;
    if (approvers.length === 0) {
      await skipStage(ctx, place, stage, 'noApprover', { noAdministrator: true });
      return false;
    }
  }
  const run = await ctx.trx
    .insertInto('wf_stage_runs')
    .values({
      instance_id: ctx.instance.id,
      ...place,
      stage_key: stage.key,
      name: JSON.stringify(stage.name),
      round: ctx.instance.round,
      state: 'active',
      mode: stage.mode,
      n: stage.n ?? null,
      percent: stage.percent ?? null,
      required: requiredApprovals(stage.mode, approvers.length, stage.n ?? null, stage.percent ?? null),
      skipped_because: null,
      added_by: null,
      deadline: stage.deadlineHours ? new Date(ctx.now.getTime() + stage.deadlineHours * 3_600_000) : null,
      started_at: ctx.now,
      finished_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await ctx.trx
    .insertInto('wf_tasks')
    .values(
      approvers.map((assignee, sort) => ({
        instance_id: ctx.instance.id,
        run_id: run.id,
        assignee_id: assignee,
        state: 'pending',
        sort,
        before_task_id: null,
        forwarded_from_id: null,
        added_by: null,
        acted_by: null,
        on_behalf_of: null,
        acted_at: null,
        comment: null,
        reminded_at: null,
      })),
    )
    .execute();
  if (toAdministrators)
    await addHistory(ctx, {
      action: 'reroute',
      actorId: null,
      runId: run.id,
      stageKey: stage.key,
      details: { because: 'noApprover', to: approvers },
    });
  await announceNewTasks(ctx, approvers);
  if (stage.cc && stage.cc.length > 0) {
    const copied = await ctx.resolver.resolve(stage.cc, applicant, ctx.instance.chosen_approvers, stage.key);
    if (copied.length > 0) {
      await ctx.trx
        .insertInto('wf_cc')
        .values(copied.map((user_id) => ({ instance_id: ctx.instance.id, user_id, run_id: run.id })))
        .execute();
      notify(ctx, { event: 'copied', status: 'C', userIds: copied, what: 'copied' });
    }
  }
  return true;
}

/** Tells new approvers (and whoever acts for them today) of an item to sign. */
export async function announceNewTasks(ctx: StepContext, userIds: readonly number[]): Promise<void> {
  notify(ctx, {
    event: 'newTask',
    status: 'S',
    userIds: [...userIds, ...(await activeAgentsOf(ctx, userIds))],
    what: 'newTask',
  });
}

/**
 * Counts a run's votes after a decision and finishes it when the count is reached (approved:
 * the flow moves on) or can no longer be (rejected: the caller decides where it goes).
 */
export async function evaluateRun(
  ctx: StepContext,
  run: RunRecord,
): Promise<'approved' | 'rejected' | 'open'> {
  const tasks = await ctx.trx
    .selectFrom('wf_tasks')
    .select(['state', 'role'])
    .where('run_id', '=', run.id)
    .where('role', '=', 'approver')
    .where('state', 'not in', ['forwarded', 'cancelled'])
    .execute();
  const votes = {
    voters: tasks.length,
    approved: tasks.filter((t) => t.state === 'approved').length,
    rejected: tasks.filter((t) => t.state === 'rejected').length,
  };
  const required = requiredApprovals(run.mode, votes.voters, run.n, run.percent);
  const outcome = stageOutcome(run.mode, required, votes);
  if (outcome === 'open') {
    if (required !== run.required)
      await ctx.trx.updateTable('wf_stage_runs').set({ required }).where('id', '=', run.id).execute();
    return 'open';
  }
  await ctx.trx
    .updateTable('wf_stage_runs')
    .set({ state: outcome, required, finished_at: ctx.now })
    .where('id', '=', run.id)
    .execute();
  // The others' part in a finished stage is over (in `one` mode: the first approval settles it).
  await ctx.trx
    .updateTable('wf_tasks')
    .set({ state: 'cancelled' })
    .where('run_id', '=', run.id)
    .where('state', 'in', [...OPEN_TASK_STATES])
    .execute();
  if (outcome === 'approved') await continueAfter(ctx, { ...run, state: 'approved' });
  return outcome;
}

/** After an approved run: the stages added after it, the next stage of its branch, or the next step. */
async function continueAfter(ctx: StepContext, run: RunRecord): Promise<void> {
  const added = await ctx.trx
    .selectFrom('wf_stage_runs')
    .selectAll()
    .where('instance_id', '=', run.instance_id)
    .where('round', '=', run.round)
    .where('step', '=', run.step)
    .where('branch', '=', run.branch)
    .where('slot', '=', run.slot)
    .where('state', '=', 'planned')
    .where('seq', '>', run.seq)
    .orderBy('seq')
    .limit(1)
    .executeTakeFirst();
  if (added) {
    await activatePlanned(ctx, added);
    return;
  }
  await resumeBranch(ctx, run.step, run.branch, run.slot + 1);
}

/**
 * Goes on in a branch from `slot`; when the branch has run out and no other branch of the step
 * is still open, the next step starts.
 */
export async function resumeBranch(
  ctx: StepContext,
  step: number,
  branch: number,
  slot: number,
): Promise<void> {
  if (await activateFrom(ctx, step, branch, slot)) return;
  const open = await ctx.trx
    .selectFrom('wf_stage_runs')
    .select('id')
    .where('instance_id', '=', ctx.instance.id)
    .where('round', '=', ctx.instance.round)
    .where('step', '=', step)
    .where('state', 'in', [...OPEN_RUN_STATES])
    .limit(1)
    .executeTakeFirst();
  if (!open) await startStep(ctx, step + 1);
}

/** Starts a stage a signer added after theirs (`addSigner` after). */
async function activatePlanned(ctx: StepContext, run: RunRecord): Promise<void> {
  await ctx.trx
    .updateTable('wf_stage_runs')
    .set({ state: 'active', started_at: ctx.now })
    .where('id', '=', run.id)
    .execute();
  const tasks = await ctx.trx
    .updateTable('wf_tasks')
    .set({ state: 'pending' })
    .where('run_id', '=', run.id)
    .where('state', '=', 'planned')
    .returning('assignee_id')
    .execute();
  await announceNewTasks(
    ctx,
    tasks.map((t) => t.assignee_id),
  );
}

/** Cancels the open runs and tasks of the application, or of one branch of a step. */
export async function cancelOpen(ctx: StepContext, only?: { step: number; branch: number }): Promise<void> {
  let runs = ctx.trx
    .updateTable('wf_stage_runs')
    .set({ state: 'cancelled', finished_at: ctx.now })
    .where('instance_id', '=', ctx.instance.id)
    .where('state', 'in', [...OPEN_RUN_STATES]);
  if (only) runs = runs.where('step', '=', only.step).where('branch', '=', only.branch);
  const cancelled = await runs.returning('id').execute();
  const ids = cancelled.map((r) => r.id);
  if (ids.length > 0)
    await ctx.trx
      .updateTable('wf_tasks')
      .set({ state: 'cancelled' })
      .where('run_id', 'in', ids)
      .where('state', 'in', [...OPEN_TASK_STATES])
      .execute();
}

/** The last stage approved. */
export async function finishApproved(ctx: StepContext): Promise<void> {
  ctx.instance.status = 'approved';
  ctx.instance.finished_at = ctx.now;
  ctx.instance.current_step = null;
  await ctx.kind.onApproved?.(hookContext(ctx));
  notify(ctx, { event: 'approved', status: 'A', userIds: [ctx.instance.applicant_id], what: 'approved' });
}

/** A stage was rejected: to the end, or back to the applicant to revise and resubmit. */
export async function finishRejected(ctx: StepContext, to: 'end' | 'applicant'): Promise<void> {
  await cancelOpen(ctx);
  ctx.instance.current_step = null;
  if (to === 'applicant') {
    ctx.instance.status = 'returned';
    notify(ctx, {
      event: 'returned',
      status: 'E',
      userIds: [ctx.instance.applicant_id],
      what: 'returnedToApplicant',
    });
    return;
  }
  ctx.instance.status = 'rejected';
  ctx.instance.finished_at = ctx.now;
  await ctx.kind.onRejected?.({ ...hookContext(ctx), how: 'rejected' });
  notify(ctx, { event: 'rejected', status: 'E', userIds: [ctx.instance.applicant_id], what: 'rejected' });
}
