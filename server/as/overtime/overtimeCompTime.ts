import Decimal from 'decimal.js';
import { addDays } from '../../../schemas/core/zonedTime';
import type { Executor } from '../../db/Executor';
import { HttpError } from '../../http/HttpError';
import { type Language, translate } from '../../http/translate';
import { recomputeAttendance } from '../days/recomputeAttendance';
import { compTimeType, recordLeaveMovement } from '../leave/leaveLedger';
import { refuseField } from '../requests/refuseField';
import { setRequestStatus } from '../requests/requestRecord';
import type { OvertimeRow } from './overtimeKind';

/** Recomputes the attendance days around an overtime's day (a night's overtime may close the day before). */
export async function recomputeOvertimeDays(
  trx: Executor,
  overtime: Pick<OvertimeRow, 'user_id' | 'work_date'>,
): Promise<void> {
  await recomputeAttendance(trx, addDays(overtime.work_date, -1), addDays(overtime.work_date, 1), [
    overtime.user_id,
  ]);
}

/**
 * Credits the comp time approved overtime earns to the comp-time leave type, as an `overtime`
 * movement, in the caller's transaction; nothing for overtime paid as pay. The sign-off's approval
 * and the batch overtime's posting share it.
 */
export async function creditCompTime(
  trx: Executor,
  credit: { userId: number; compHours: string; note: string | null; actorId: number | null; lang: Language },
): Promise<void> {
  if (!new Decimal(credit.compHours).greaterThan(0)) return;
  const type = await compTimeType(trx);
  if (!type) refuseField(credit.lang, 'compensation', 'as:errors.overtime.noCompType');
  await recordLeaveMovement(trx, {
    userId: credit.userId,
    leaveType: type,
    balance: credit.compHours,
    kind: 'overtime',
    note: credit.note,
    actorId: credit.actorId,
    lang: credit.lang,
  });
}

/**
 * Takes approved overtime back: the record becomes cancelled (with the reason), the comp time it
 * earned leaves the balance as a movement (refused when it is already spent, unless the type may
 * go below zero) and its days are recomputed, in the caller's transaction. 409 when the overtime
 * is not approved. The `as.overtime` row action and the batch overtime's cancel share it.
 */
export async function cancelOvertime(
  trx: Executor,
  overtime: Pick<
    OvertimeRow,
    'id' | 'user_id' | 'work_date' | 'comp_hours' | 'status' | 'application_number'
  >,
  reason: string,
  actorId: number,
  lang: Language,
): Promise<void> {
  if (overtime.status !== 'approved')
    throw new HttpError(409, translate(lang, 'as:errors.overtime.notApproved'));
  await setRequestStatus(trx, 'as_overtimes', overtime.id, 'cancelled', actorId, reason);
  const comp = new Decimal(overtime.comp_hours || 0);
  const type = comp.greaterThan(0) ? await compTimeType(trx) : undefined;
  if (type)
    await recordLeaveMovement(trx, {
      userId: overtime.user_id,
      leaveType: type,
      balance: comp.neg(),
      kind: 'overtime',
      note: `${overtime.application_number ?? ''} ${reason}`.trim(),
      actorId,
      lang,
    });
  await recomputeOvertimeDays(trx, overtime);
}
