import { sql } from 'kysely';
import type { Executor } from '../../db/Executor';

/** The statuses a request record (leave, overtime) goes through, in step with its sign-off. */
export type RequestStatus = 'pending' | 'approved' | 'rejected' | 'withdrawn' | 'cancelled';

/**
 * The record an attendance sign-off keeps in its module table (`as_leaves`, `as_overtimes`),
 * found by its application and locked for the step; undefined before the first submit.
 * @example const overtime = await requestRecordOf<OvertimeRow>(trx, 'as_overtimes', instance.id)
 */
export async function requestRecordOf<T>(
  trx: Executor,
  table: 'as_leaves' | 'as_overtimes',
  instanceId: number,
  columns: readonly string[],
): Promise<T | undefined> {
  return (
    await sql<T>`select ${sql.raw(columns.join(', '))} from ${sql.table(table)}
      where wf_instance_id = ${instanceId} and deleted_at is null for update`.execute(trx)
  ).rows[0];
}

/** Moves a request record to `status` (and any other columns given), as `actorId`, bumping its version. */
export async function setRequestStatus(
  trx: Executor,
  table: 'as_leaves' | 'as_overtimes',
  id: number,
  status: RequestStatus,
  actorId: number | null,
  cancelReason?: string,
): Promise<void> {
  const cancel = cancelReason === undefined ? sql`` : sql`, cancel_reason = ${cancelReason}`;
  await sql`update ${sql.table(table)} set status = ${status} ${cancel}, updated_at = now(),
    updated_by = ${actorId}, version = version + 1 where id = ${id}`.execute(trx);
}
