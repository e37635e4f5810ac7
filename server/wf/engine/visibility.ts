import { sql } from 'kysely';
import type { WfDb, WfTrx } from './wfDatabase';

/** The delegations in force on `today` for an agent (optionally only those covering a template). */
export async function delegatorsOf(
  db: WfDb | WfTrx,
  agentId: number,
  today: string,
  templateId?: number,
): Promise<number[]> {
  let query = db
    .selectFrom('wf_delegations')
    .select('user_id')
    .distinct()
    .where('agent_id', '=', agentId)
    .where('is_active', '=', true)
    .where('deleted_at', 'is', null)
    .where('starts_on', '<=', today)
    .where('ends_on', '>=', today);
  if (templateId !== undefined)
    query = query.where((eb) => eb.or([eb('template_id', 'is', null), eb('template_id', '=', templateId)]));
  return (await query.execute()).map((r) => r.user_id).filter((id) => id !== agentId);
}

/**
 * Whether a user may see an application (docs/decisions.md, "Sign-off visibility"): its
 * applicant; its signers past, present and planned (`planned_user_ids`); whoever acted on it;
 * people copied; and, while their delegation is in force, the agents of its signers and copied
 * people. Administrators with the see-all right are let through by the caller.
 */
export async function canSeeInstance(
  db: WfDb | WfTrx,
  instance: { id: number; applicant_id: number; template_id: number; planned_user_ids: number[] },
  userId: number,
  today: string,
): Promise<boolean> {
  if (instance.applicant_id === userId || instance.planned_user_ids.includes(userId)) return true;
  const row = await sql<{ ok: boolean }>`
    select (
      exists (select 1 from wf_tasks t where t.instance_id = ${instance.id}
              and (t.assignee_id = ${userId} or t.acted_by = ${userId}))
      or exists (select 1 from wf_cc c where c.instance_id = ${instance.id} and c.user_id = ${userId})
      or exists (
        select 1 from wf_delegations d
        where d.agent_id = ${userId} and d.is_active and d.deleted_at is null
          and d.starts_on <= ${today}::date and d.ends_on >= ${today}::date
          and (d.template_id is null or d.template_id = ${instance.template_id})
          and (d.user_id = any(${sql.val(instance.planned_user_ids)}::integer[])
               or exists (select 1 from wf_tasks t where t.instance_id = ${instance.id} and t.assignee_id = d.user_id)
               or exists (select 1 from wf_cc c where c.instance_id = ${instance.id} and c.user_id = d.user_id))
      )
    ) as ok`.execute(db);
  return row.rows[0]?.ok === true;
}
