import Decimal from 'decimal.js';
import { sql } from 'kysely';
import { datesBetween } from '../../../schemas/as/attendance/assignPunches';
import { isStepMultiple, leaveAmount } from '../../../schemas/as/leave/leaveAmount';
import { addDays, instantOf } from '../../../schemas/core/zonedTime';
import type { Executor } from '../../db/Executor';
import { type Language, translate } from '../../http/translate';
import { loadAttendanceInputs } from '../days/loadAttendanceInputs';
import { planDay, workOf } from '../days/planDay';
import { refuseField } from '../requests/refuseField';
import { type LeaveTypeRow, leaveTypeName } from './leaveLedger';

/** A leave as the leave form asks for it: whole days from `start` to `end`, or from a time on the first to a time on the last. */
export interface LeaveAsk {
  start: string;
  end: string;
  startTime?: string | null;
  endTime?: string | null;
}

function refuse(
  lang: Language,
  field: string,
  key: string,
  values: Record<string, string | number> = {},
): never {
  return refuseField(lang, field, `as:errors.leave.${key}`, values);
}

/**
 * What a leave costs an employee: its working time, from their shifts and calendar
 * (leaveAmount), checked against the type's step. Whole days without times; from the start
 * time on the first day to the end time on the last with them. Refuses (422 on the leave
 * form's field) what cannot be taken. The sign-off (leaveKind) and the batch leave share it.
 */
export async function measureLeave(
  trx: Executor,
  lang: Language,
  userId: number,
  type: LeaveTypeRow,
  ask: LeaveAsk,
) {
  const { start, end } = ask;
  if (!start || !end || end < start) refuse(lang, 'period', 'badPeriod');
  if (!ask.startTime !== !ask.endTime) refuse(lang, ask.startTime ? 'endTime' : 'startTime', 'timePair');
  const inputs = await loadAttendanceInputs(trx, addDays(start, -1), end, [userId]);
  const member = inputs.members[0];
  if (!member) {
    const user = await sql<{ name: string }>`select name from users where id = ${userId}`.execute(trx);
    refuse(lang, 'period', 'notMember', { name: user.rows[0]?.name ?? '' });
  }
  const timed = Boolean(ask.startTime && ask.endTime);
  const period = timed
    ? {
        from: Date.parse(instantOf(`${start}T${ask.startTime}:00`, member.zone)),
        to: Date.parse(instantOf(`${end}T${ask.endTime}:00`, member.zone)),
      }
    : null;
  if (period && period.to <= period.from) refuse(lang, 'endTime', 'badPeriod');
  // With times, the day before counts too: its night shift may run into the first morning.
  const dates = datesBetween(timed ? addDays(start, -1) : start, end);
  const days = dates.map((date) => ({ date, work: workOf(planDay(inputs, member, date), member.zone) }));
  const cost = leaveAmount(days, period, type.unit);
  if (!cost.covered) refuse(lang, 'period', 'noWorkTime');
  const unit = translate(lang, `as:leave.units.${type.unit}`);
  if (!isStepMultiple(cost.amount, type.minimum_unit))
    refuse(lang, 'period', 'minimumUnit', {
      type: leaveTypeName(type, lang),
      step: new Decimal(type.minimum_unit).toString(),
      asked: cost.amount,
      unit,
    });
  return { ...cost, covered: cost.covered, zone: member.zone, unit };
}

/**
 * Refuses a leave overlapping another pending or approved leave of the employee; `exceptInstanceId`
 * is the application being resubmitted (its own record does not count), null for none.
 */
export async function refuseLeaveOverlap(
  trx: Executor,
  lang: Language,
  userId: number,
  covered: { from: number; to: number },
  exceptInstanceId: number | null,
): Promise<void> {
  const except =
    exceptInstanceId === null ? sql`` : sql`and wf_instance_id is distinct from ${exceptInstanceId}`;
  const overlap = (
    await sql<{ application_number: string | null }>`
      select application_number from as_leaves
      where deleted_at is null and user_id = ${userId} and status in ('pending', 'approved') ${except}
        and starts_at < ${new Date(covered.to)} and ends_at > ${new Date(covered.from)}
      limit 1`.execute(trx)
  ).rows[0];
  if (overlap) refuse(lang, 'period', 'overlap', { number: overlap.application_number ?? '' });
}

/**
 * Refuses a leave the employee's balance cannot cover (the balance less what pending
 * applications hold), unless the type may go below zero; locks the balance row meanwhile.
 */
export async function refuseShortBalance(
  trx: Executor,
  lang: Language,
  userId: number,
  type: LeaveTypeRow,
  cost: { amount: string; unit: string },
): Promise<void> {
  const held = (
    await sql<{ balance: string; pending: string }>`
      select balance::text as balance, pending::text as pending from as_leave_balances
      where deleted_at is null and user_id = ${userId} and leave_type_id = ${type.id}
      for update`.execute(trx)
  ).rows[0] ?? { balance: '0', pending: '0' };
  const left = new Decimal(held.balance).minus(held.pending);
  if (!type.allow_negative && left.lessThan(cost.amount))
    refuse(lang, 'leaveType', 'notEnough', {
      type: leaveTypeName(type, lang),
      left: left.toString(),
      asked: cost.amount,
      unit: cost.unit,
    });
}
