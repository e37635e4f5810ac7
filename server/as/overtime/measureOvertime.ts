import Decimal from 'decimal.js';
import { sql } from 'kysely';
import { overtimeHours } from '../../../schemas/as/overtime/overtimeHours';
import { addDays, instantOf } from '../../../schemas/core/zonedTime';
import type { Executor } from '../../db/Executor';
import { type Language, translate } from '../../http/translate';
import { loadAttendanceInputs } from '../days/loadAttendanceInputs';
import { planDay, workOf } from '../days/planDay';
import { compTimeType } from '../leave/leaveLedger';
import { refuseField } from '../requests/refuseField';
import { readOvertimeSettings } from './overtimeSettings';

/** Overtime as the overtime form asks for it: a day, the times on the employee's clock, the compensation. */
export interface OvertimeAsk {
  date: string;
  startTime: string;
  endTime: string;
  compensation: string;
}

function refuse(
  lang: Language,
  field: string,
  key: string,
  values: Record<string, string | number> = {},
): never {
  return refuseField(lang, field, `as:errors.overtime.${key}`, values);
}

/**
 * What overtime counts for an employee, checked: the time on their clock (an end not after the
 * start is on the next day), counted by the overtime settings outside their shifts (overtimeHours),
 * and the compensation the settings allow, with the comp time it would earn. Refuses (422 on the
 * overtime form's field) what cannot be counted. The sign-off (overtimeKind) and the batch
 * overtime share it.
 */
export async function measureOvertime(trx: Executor, lang: Language, userId: number, ask: OvertimeAsk) {
  const { date, startTime: start, endTime: end, compensation } = ask;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) refuse(lang, 'overtimeDate', 'badPeriod');
  if (!/^\d{2}:\d{2}$/.test(start)) refuse(lang, 'startTime', 'badPeriod');
  if (!/^\d{2}:\d{2}$/.test(end)) refuse(lang, 'endTime', 'badPeriod');
  const settings = await readOvertimeSettings(trx);
  if (compensation !== 'pay' && compensation !== 'leave') refuse(lang, 'compensation', 'badCompensation');
  if (settings.compensation !== 'either' && settings.compensation !== compensation)
    refuse(lang, 'compensation', 'compensationNotAllowed', {
      allowed: translate(lang, `as:options.overtime.compensation.${settings.compensation}`),
    });
  const inputs = await loadAttendanceInputs(trx, addDays(date, -1), addDays(date, 1), [userId]);
  const member = inputs.members[0];
  if (!member) refuse(lang, 'overtimeDate', 'notMember');
  const from = Date.parse(instantOf(`${date}T${start}:00`, member.zone));
  let to = Date.parse(instantOf(`${date}T${end}:00`, member.zone));
  if (to <= from) to = Date.parse(instantOf(`${addDays(date, 1)}T${end}:00`, member.zone));
  const work = [addDays(date, -1), date, addDays(date, 1)].flatMap((d) =>
    workOf(planDay(inputs, member, d), member.zone),
  );
  const counted = overtimeHours(from, to, work, settings);
  if (!counted.ok)
    refuse(lang, counted.error === 'duringShift' ? 'startTime' : 'endTime', counted.error, {
      minimum: settings.minimumMinutes,
      maximum: new Decimal(settings.maximumHours).toString(),
      step: settings.stepMinutes,
      minutes: counted.minutes,
    });
  const compType = compensation === 'leave' ? await compTimeType(trx) : undefined;
  if (compensation === 'leave' && !compType) refuse(lang, 'compensation', 'noCompType');
  const compHours = compType ? new Decimal(counted.hours).times(settings.compRatio).toFixed(2) : '0.00';
  return {
    date,
    from: new Date(from),
    to: new Date(to),
    hours: counted.hours,
    compensation: compensation as 'pay' | 'leave',
    compHours,
  };
}

/**
 * Refuses overtime overlapping another pending or approved overtime of the employee;
 * `exceptInstanceId` is the application being resubmitted, null for none.
 */
export async function refuseOvertimeOverlap(
  trx: Executor,
  lang: Language,
  userId: number,
  period: { from: Date; to: Date },
  exceptInstanceId: number | null,
): Promise<void> {
  const except =
    exceptInstanceId === null ? sql`` : sql`and wf_instance_id is distinct from ${exceptInstanceId}`;
  const overlap = (
    await sql<{ application_number: string | null }>`
      select application_number from as_overtimes
      where deleted_at is null and user_id = ${userId} and status in ('pending', 'approved') ${except}
        and starts_at < ${period.to} and ends_at > ${period.from}
      limit 1`.execute(trx)
  ).rows[0];
  if (overlap) refuse(lang, 'startTime', 'overlap', { number: overlap.application_number ?? '' });
}
