import { sql } from 'kysely';
import { readWfCommonSettings } from '../settings/readWfSettings';
import { deliverNotices } from './deliverNotices';
import type { EngineServices } from './engineStep';
import { wfDb } from './wfDatabase';

/**
 * Reminds the approvers of overdue items (a stage past its deadline): the first time once the
 * deadline has passed, then every `reminderEveryHours` (wf.common), at most `reminderMaxTimes`
 * times per task. The tasks are marked in one UPDATE ... RETURNING, so two servers running this at
 * once remind each task once. Cheap when nothing is due: it reads the active runs with a deadline
 * through their partial index. Returns how many tasks were reminded.
 *
 * @example await sendDueReminders(services, new Date())
 */
export async function sendDueReminders(services: EngineServices, now: Date): Promise<number> {
  const settings = await readWfCommonSettings(services.db);
  if (settings.reminderMaxTimes <= 0) return 0;
  const again = new Date(now.getTime() - settings.reminderEveryHours * 3_600_000);
  const due = await sql<{ instance_id: number; assignee_id: number }>`
    update wf_tasks t set reminded = t.reminded + 1, reminded_at = ${now}
    from wf_stage_runs r
    where r.id = t.run_id and r.state = 'active' and r.deadline is not null and r.deadline <= ${now}
      and t.state = 'pending' and t.reminded < ${settings.reminderMaxTimes}
      and (t.reminded_at is null or t.reminded_at <= ${again})
    returning t.instance_id, t.assignee_id`.execute(services.db);
  if (due.rows.length === 0) return 0;
  const byInstance = new Map<number, number[]>();
  for (const row of due.rows)
    byInstance.set(row.instance_id, [...(byInstance.get(row.instance_id) ?? []), row.assignee_id]);
  const instances = await wfDb(services.db)
    .selectFrom('wf_instances')
    .select(['id', 'number', 'title'])
    .where('id', 'in', [...byInstance.keys()])
    .execute();
  for (const instance of instances)
    await deliverNotices(services, instance, [
      { event: 'overdue', status: 'R', userIds: byInstance.get(instance.id) ?? [], what: 'overdue' },
    ]);
  return due.rows.length;
}
