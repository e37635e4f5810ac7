import type { AdminActionInput } from '../../../schemas/wf/wfApi';
import { HttpError, ValidationFailed } from '../../http/HttpError';
import { translate } from '../../http/translate';
import { deliverNotices } from './deliverNotices';
import { type EngineServices, lockInstance, runStep, saveInstance, stepContext } from './engineStep';
import type { InstanceRecord, Notice } from './engineTypes';
import { announceNewTasks, cancelOpen, evaluateRun, finishRejected } from './runFlow';
import type { Caller } from './saveApplication';
import { addHistory, hookContext, notify } from './stepRecords';
import { wfDb } from './wfDatabase';

/**
 * POST /api/wf/instance/{id}/admin (wf.admin.allRunning edit): `reroute` replaces the pending
 * approvers of the active stage(s) with `userIds`; `end` stops the application. Both record the
 * reason; both check the version like any action.
 */
export async function applyAdminAction(
  services: EngineServices,
  caller: Caller,
  id: number,
  input: AdminActionInput,
): Promise<void> {
  await runStep(services, async (trx) => {
    const row = await lockInstance(trx, id, caller.lang);
    const ctx = await stepContext(services, trx, row, caller.userId, caller.lang);
    if (input.version !== row.version) throw new HttpError(409, translate(caller.lang, 'wf:engine.stale'));
    const reason = input.reason.trim();
    if (input.action === 'end') {
      if (row.status !== 'running' && row.status !== 'returned')
        throw new HttpError(409, translate(caller.lang, 'wf:engine.notRunning'));
      await cancelOpen(ctx);
      ctx.instance.status = 'ended';
      ctx.instance.finished_at = ctx.now;
      ctx.instance.current_step = null;
      await addHistory(ctx, { action: 'end', comment: reason });
      await ctx.kind.onRejected?.({ ...hookContext(ctx), how: 'ended' });
      notify(ctx, { event: 'rejected', status: 'E', userIds: [row.applicant_id], what: 'ended' });
      return { ctx, result: undefined };
    }
    if (row.status !== 'running') throw new HttpError(409, translate(caller.lang, 'wf:engine.notRunning'));
    const users = await ctx.resolver.active([...new Set(input.userIds ?? [])]);
    if (users.length === 0 || users.length !== new Set(input.userIds).size)
      throw new ValidationFailed(translate(caller.lang, 'validation:failed'), {
        userIds: [translate(caller.lang, 'wf:engine.chooseSigners', { max: 100 })],
      });
    const runs = await trx
      .selectFrom('wf_stage_runs')
      .selectAll()
      .where('instance_id', '=', id)
      .where('state', '=', 'active')
      .orderBy('id')
      .execute();
    const replaced: number[] = [];
    for (const run of runs) {
      // A run the flow finished while an earlier one was rerouted is left as it is.
      const still = await trx
        .selectFrom('wf_stage_runs')
        .select('state')
        .where('id', '=', run.id)
        .executeTakeFirstOrThrow();
      if (still.state !== 'active') continue;
      const cancelled = await trx
        .updateTable('wf_tasks')
        .set({ state: 'cancelled' })
        .where('run_id', '=', run.id)
        .where('state', 'in', ['pending', 'waiting'])
        .returning('assignee_id')
        .execute();
      replaced.push(...cancelled.map((t) => t.assignee_id));
      await trx
        .insertInto('wf_tasks')
        .values(
          users.map((assignee_id, sort) => ({
            instance_id: id,
            run_id: run.id,
            assignee_id,
            state: 'pending',
            sort,
            before_task_id: null,
            forwarded_from_id: null,
            added_by: caller.userId,
            acted_by: null,
            on_behalf_of: null,
            acted_at: null,
            comment: null,
            reminded_at: null,
          })),
        )
        .execute();
      await addHistory(ctx, {
        action: 'reroute',
        runId: run.id,
        stageKey: run.stage_key,
        comment: reason,
        details: { from: cancelled.map((t) => t.assignee_id), to: users },
      });
      // Votes already cast stay; with them the new approvers must still be able to reach the count.
      if ((await evaluateRun(ctx, run)) === 'rejected')
        throw new ValidationFailed(translate(caller.lang, 'validation:failed'), {
          userIds: [translate(caller.lang, 'wf:engine.rerouteTooFew', { required: run.required })],
        });
    }
    if (runs.length === 0) throw new HttpError(409, translate(caller.lang, 'wf:engine.nothingActive'));
    ctx.instance.planned_user_ids = [...new Set([...ctx.instance.planned_user_ids, ...users])];
    await announceNewTasks(ctx, users);
    return { ctx, result: undefined };
  });
}

/**
 * POST /api/wf/hand-over: every open task of a leaver (pending, waiting for an added signer, or
 * planned in a stage added after) goes to a successor, in one transaction over every
 * application concerned (locked in id order), each recorded with the administrator as actor and
 * the leaver as the person acted for. Where the successor already signs the same stage, the
 * leaver's task is dropped instead and the stage counted again.
 */
export async function handOver(
  services: EngineServices,
  caller: Caller,
  fromUserId: number,
  toUserId: number,
): Promise<number> {
  const invalid = (field: string, key: string) =>
    new ValidationFailed(translate(caller.lang, 'validation:failed'), {
      [field]: [translate(caller.lang, `wf:engine.${key}`)],
    });
  if (fromUserId === toUserId) throw invalid('toUserId', 'handOverSame');
  const db = wfDb(services.db);
  const successor = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', toUserId)
    .where('deleted_at', 'is', null)
    .where('is_active', '=', true)
    .executeTakeFirst();
  if (!successor) throw invalid('toUserId', 'handOverInactive');
  const delivered: Array<{ instance: InstanceRecord; notices: Notice[] }> = [];
  const moved = await db.transaction().execute(async (trx) => {
    const ids = await trx
      .selectFrom('wf_tasks')
      .select('instance_id')
      .distinct()
      .where('assignee_id', '=', fromUserId)
      .where('state', 'in', ['pending', 'waiting', 'planned'])
      .orderBy('instance_id')
      .execute();
    let count = 0;
    for (const { instance_id } of ids) {
      const row = await lockInstance(trx, instance_id, caller.lang);
      if (row.status !== 'running') continue;
      const ctx = await stepContext(services, trx, row, caller.userId, caller.lang);
      const tasks = await trx
        .selectFrom('wf_tasks')
        .selectAll()
        .where('instance_id', '=', instance_id)
        .where('assignee_id', '=', fromUserId)
        .where('state', 'in', ['pending', 'waiting', 'planned'])
        .execute();
      const recount = new Set<number>();
      for (const task of tasks) {
        const clash = await trx
          .selectFrom('wf_tasks')
          .select('id')
          .where('run_id', '=', task.run_id)
          .where('assignee_id', '=', toUserId)
          .where('state', 'in', ['pending', 'waiting', 'planned'])
          .executeTakeFirst();
        if (clash) {
          await trx.updateTable('wf_tasks').set({ state: 'cancelled' }).where('id', '=', task.id).execute();
          recount.add(task.run_id);
        } else
          await trx
            .updateTable('wf_tasks')
            .set({ assignee_id: toUserId })
            .where('id', '=', task.id)
            .execute();
      }
      count += tasks.length;
      ctx.instance.planned_user_ids = [
        ...new Set(ctx.instance.planned_user_ids.map((u) => (u === fromUserId ? toUserId : u))),
      ];
      await addHistory(ctx, {
        action: 'handOver',
        onBehalfOf: fromUserId,
        details: { from: fromUserId, to: toUserId, tasks: tasks.length },
      });
      for (const runId of recount) {
        const run = await trx
          .selectFrom('wf_stage_runs')
          .selectAll()
          .where('id', '=', runId)
          .executeTakeFirstOrThrow();
        // Fewer voters may settle the stage; one that can no longer be approved ends the application.
        if (
          run.state === 'active' &&
          ctx.instance.status === 'running' &&
          (await evaluateRun(ctx, run)) === 'rejected'
        )
          await finishRejected(ctx, 'end');
      }
      if (tasks.some((t) => t.state === 'pending')) await announceNewTasks(ctx, [toUserId]);
      await saveInstance(ctx);
      delivered.push({ instance: ctx.instance, notices: ctx.notices });
    }
    return count;
  });
  for (const { instance, notices } of delivered) await deliverNotices(services, instance, notices);
  return moved;
}
