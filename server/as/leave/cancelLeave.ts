import Decimal from 'decimal.js';
import type { Executor } from '../../db/Executor';
import { HttpError } from '../../http/HttpError';
import { type Language, translate } from '../../http/translate';
import { memberZone } from '../days/memberZone';
import { setRequestStatus } from '../requests/requestRecord';
import { type LeaveRow, recomputeLeaveDays } from './leaveKind';
import { leaveTypeBy, recordLeaveMovement } from './leaveLedger';

/**
 * Gives an approved leave back: the record becomes cancelled (with the reason), its amount
 * returns to the balance as a `restore` movement and the days it covered are recomputed, in
 * the caller's transaction. 409 when the leave is not approved. The `as.leave` row action and
 * the batch leave's cancel share it.
 * @example await cancelLeave(trx, leave, 'Trip called off', userId, 'en')
 */
export async function cancelLeave(
  trx: Executor,
  leave: LeaveRow,
  reason: string,
  actorId: number,
  lang: Language,
): Promise<void> {
  if (leave.status !== 'approved') throw new HttpError(409, translate(lang, 'as:errors.leave.notApproved'));
  const type = (await leaveTypeBy(trx, { id: leave.leave_type_id }))!;
  await setRequestStatus(trx, 'as_leaves', leave.id, 'cancelled', actorId, reason);
  await recordLeaveMovement(trx, {
    userId: leave.user_id,
    leaveType: type,
    balance: new Decimal(leave.amount),
    kind: 'restore',
    leaveId: leave.id,
    note: reason,
    actorId,
    lang,
  });
  await recomputeLeaveDays(trx, leave, (await memberZone(trx, leave.user_id)) ?? 'UTC');
}
