import type { Transaction } from 'kysely';
import type { Database } from '../../db/DatabaseSchema';
import type { WfHookContext } from '../kinds/WfKind';
import type { Notice, StepContext } from './engineTypes';

export type HistoryAction =
  | 'submit'
  | 'resubmit'
  | 'approve'
  | 'reject'
  | 'return'
  | 'addSigner'
  | 'forward'
  | 'comment'
  | 'withdraw'
  | 'reroute'
  | 'end'
  | 'skip'
  | 'handOver';

/** Records one action on the application, at the step's time. */
export async function addHistory(
  ctx: StepContext,
  entry: {
    action: HistoryAction;
    actorId?: number | null;
    onBehalfOf?: number | null;
    runId?: number | null;
    stageKey?: string | null;
    comment?: string | null;
    fileIds?: readonly number[];
    details?: Record<string, unknown> | null;
  },
): Promise<void> {
  await ctx.trx
    .insertInto('wf_history')
    .values({
      instance_id: ctx.instance.id,
      action: entry.action,
      actor_id: entry.actorId === undefined ? ctx.actorId : entry.actorId,
      on_behalf_of: entry.onBehalfOf ?? null,
      run_id: entry.runId ?? null,
      stage_key: entry.stageKey ?? null,
      comment: entry.comment?.trim() ? entry.comment.trim() : null,
      file_ids: [...(entry.fileIds ?? [])],
      details: entry.details ? JSON.stringify(entry.details) : null,
      at: ctx.now,
    })
    .execute();
}

export function notify(ctx: StepContext, notice: Notice): void {
  const userIds = [...new Set(notice.userIds)];
  if (userIds.length > 0) ctx.notices.push({ ...notice, userIds });
}

/** What a kind's hook sees of the step. */
export function hookContext(ctx: StepContext): WfHookContext {
  return {
    // The engine's view of the connection adds descriptor tables only; the transaction is the same.
    trx: ctx.trx as unknown as Transaction<Database>,
    instance: { ...ctx.instance },
    actorId: ctx.actorId,
    now: ctx.now,
    lang: ctx.lang,
  };
}

/** The agents acting today for these users on this template (they are told of new items too). */
export async function activeAgentsOf(ctx: StepContext, userIds: readonly number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await ctx.trx
    .selectFrom('wf_delegations')
    .select('agent_id')
    .distinct()
    .where('user_id', 'in', [...userIds])
    .where('is_active', '=', true)
    .where('deleted_at', 'is', null)
    .where('starts_on', '<=', ctx.today)
    .where('ends_on', '>=', ctx.today)
    .where((eb) => eb.or([eb('template_id', 'is', null), eb('template_id', '=', ctx.instance.template_id)]))
    .execute();
  return rows.map((r) => r.agent_id);
}
