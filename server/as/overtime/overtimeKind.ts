import Decimal from 'decimal.js';
import { sql } from 'kysely';
import { overtimeHours } from '../../../schemas/as/overtime/overtimeHours';
import { addDays, instantOf } from '../../../schemas/core/zonedTime';
import type { Executor } from '../../db/Executor';
import { translate } from '../../http/translate';
import type { WfHookContext, WfKind } from '../../wf/kinds/WfKind';
import { loadAttendanceInputs } from '../days/loadAttendanceInputs';
import { planDay, workOf } from '../days/planDay';
import { recomputeAttendance } from '../days/recomputeAttendance';
import { compTimeType, recordLeaveMovement } from '../leave/leaveLedger';
import { refuseField } from '../requests/refuseField';
import { requestRecordOf, setRequestStatus } from '../requests/requestRecord';
import { readOvertimeSettings } from './overtimeSettings';

/** The overtime form's fields the hooks read (docs/guide-workflow-kinds.md). */
const FORM_FIELDS = [
  { key: 'overtimeDate', type: 'date' },
  { key: 'startTime', type: 'time' },
  { key: 'endTime', type: 'time' },
  { key: 'compensation', type: 'select' },
] as const;

export interface OvertimeRow {
  id: number;
  user_id: number;
  work_date: string;
  hours: string;
  compensation: 'pay' | 'leave';
  comp_hours: string;
  status: string;
  application_number: string | null;
}

const COLUMNS = [
  'id',
  'user_id',
  "to_char(work_date, 'YYYY-MM-DD') as work_date",
  'hours::text as hours',
  'compensation',
  'comp_hours::text as comp_hours',
  'status',
  'application_number',
];

function refuse(
  c: WfHookContext,
  field: string,
  key: string,
  values: Record<string, string | number> = {},
): never {
  return refuseField(c.lang, field, `as:errors.overtime.${key}`, values);
}

/**
 * What an overtime application asks for, checked: the time on the applicant's clock (an end not
 * after the start is on the next day), counted by the overtime settings outside their shifts, and
 * the compensation the settings allow, with the comp time it would earn.
 */
async function measure(c: WfHookContext) {
  const { instance } = c;
  const date = String(instance.values.overtimeDate ?? '');
  const start = String(instance.values.startTime ?? '');
  const end = String(instance.values.endTime ?? '');
  const compensation = String(instance.values.compensation ?? '');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) refuse(c, 'overtimeDate', 'badPeriod');
  if (!/^\d{2}:\d{2}$/.test(start)) refuse(c, 'startTime', 'badPeriod');
  if (!/^\d{2}:\d{2}$/.test(end)) refuse(c, 'endTime', 'badPeriod');
  const settings = await readOvertimeSettings(c.trx);
  if (compensation !== 'pay' && compensation !== 'leave') refuse(c, 'compensation', 'badCompensation');
  if (settings.compensation !== 'either' && settings.compensation !== compensation)
    refuse(c, 'compensation', 'compensationNotAllowed', {
      allowed: translate(c.lang, `as:options.overtime.compensation.${settings.compensation}`),
    });
  const inputs = await loadAttendanceInputs(c.trx, addDays(date, -1), addDays(date, 1), [
    instance.applicant_id,
  ]);
  const member = inputs.members[0];
  if (!member) refuse(c, 'overtimeDate', 'notMember');
  const from = Date.parse(instantOf(`${date}T${start}:00`, member.zone));
  let to = Date.parse(instantOf(`${date}T${end}:00`, member.zone));
  if (to <= from) to = Date.parse(instantOf(`${addDays(date, 1)}T${end}:00`, member.zone));
  const work = [addDays(date, -1), date, addDays(date, 1)].flatMap((d) =>
    workOf(planDay(inputs, member, d), member.zone),
  );
  const counted = overtimeHours(from, to, work, settings);
  if (!counted.ok)
    refuse(c, counted.error === 'duringShift' ? 'startTime' : 'endTime', counted.error, {
      minimum: settings.minimumMinutes,
      maximum: new Decimal(settings.maximumHours).toString(),
      step: settings.stepMinutes,
      minutes: counted.minutes,
    });
  const compType = compensation === 'leave' ? await compTimeType(c.trx) : undefined;
  if (compensation === 'leave' && !compType) refuse(c, 'compensation', 'noCompType');
  const compHours = compType ? new Decimal(counted.hours).times(settings.compRatio).toFixed(2) : '0.00';
  return { date, from: new Date(from), to: new Date(to), hours: counted.hours, compensation, compHours };
}

/** Recomputes the attendance days around an overtime's day (a night's overtime may close the day before). */
export async function recomputeOvertimeDays(
  trx: Executor,
  overtime: Pick<OvertimeRow, 'user_id' | 'work_date'>,
) {
  await recomputeAttendance(trx, addDays(overtime.work_date, -1), addDays(overtime.work_date, 1), [
    overtime.user_id,
  ]);
}

/**
 * Attendance's overtime request (issue 15), a sign-off kind: the applicant gives the day, the
 * times and how they want it paid back (overtime pay or comp time, as the overtime settings
 * allow); the submit counts it outside their shifts and refuses overtime overlapping another;
 * the final approval writes the record as approved, credits the comp time it earns to the
 * comp-time leave type as a movement (`overtime`) and recomputes the day, all in the approval's
 * transaction. Nothing is held while it is signed off; an approved overtime is taken back by
 * cancelling it (the `as.overtime` row action), refused once its comp time is spent.
 */
export const OVERTIME_KIND: WfKind = {
  id: 'overtime',
  formFields: FORM_FIELDS,
  writes: [
    'as.overtime',
    'as.myOvertime',
    'as.attendanceDay',
    'as.leaveBalance',
    'as.myLeaveBalance',
    'as.leaveMovement',
  ],
  formOptions: async (db, filling) => {
    const allowed = filling ? (await readOvertimeSettings(db as never)).compensation : 'either';
    const choices = (['pay', 'leave'] as const).filter((c) => allowed === 'either' || allowed === c);
    return {
      compensation: choices.map((value) => ({
        value,
        label: {
          tw: translate('tw', `as:options.overtime.compensation.${value}`),
          en: translate('en', `as:options.overtime.compensation.${value}`),
          cn: translate('cn', `as:options.overtime.compensation.${value}`),
          jp: translate('jp', `as:options.overtime.compensation.${value}`),
        },
      })),
    };
  },

  onSubmit: async (c) => {
    const { trx, instance } = c;
    const asked = await measure(c);
    const overlap = (
      await sql<{ application_number: string | null }>`
        select application_number from as_overtimes
        where deleted_at is null and user_id = ${instance.applicant_id} and status in ('pending', 'approved')
          and wf_instance_id is distinct from ${instance.id}
          and starts_at < ${asked.to} and ends_at > ${asked.from}
        limit 1`.execute(trx)
    ).rows[0];
    if (overlap) refuse(c, 'startTime', 'overlap', { number: overlap.application_number ?? '' });
    const reason = typeof instance.values.reason === 'string' ? instance.values.reason.slice(0, 500) : null;
    const before = await requestRecordOf<OvertimeRow>(trx, 'as_overtimes', instance.id, COLUMNS);
    if (before)
      await sql`update as_overtimes set work_date = ${asked.date}, starts_at = ${asked.from}, ends_at = ${asked.to},
        hours = ${asked.hours}, compensation = ${asked.compensation}, comp_hours = ${asked.compHours},
        reason = ${reason}, status = 'pending', application_number = ${instance.number}, updated_at = now(),
        updated_by = ${c.actorId}, version = version + 1 where id = ${before.id}`.execute(trx);
    else
      await sql`insert into as_overtimes (user_id, work_date, starts_at, ends_at, hours, compensation, comp_hours,
        status, application_number, wf_instance_id, reason, created_by, updated_by)
        values (${instance.applicant_id}, ${asked.date}, ${asked.from}, ${asked.to}, ${asked.hours},
          ${asked.compensation}, ${asked.compHours}, 'pending', ${instance.number}, ${instance.id}, ${reason},
          ${c.actorId}, ${c.actorId})`.execute(trx);
  },

  onApproved: async (c) => {
    const overtime = await requestRecordOf<OvertimeRow>(c.trx, 'as_overtimes', c.instance.id, COLUMNS);
    if (overtime?.status !== 'pending') return;
    await setRequestStatus(c.trx, 'as_overtimes', overtime.id, 'approved', c.actorId);
    if (new Decimal(overtime.comp_hours).greaterThan(0)) {
      const type = await compTimeType(c.trx);
      if (!type) refuse(c, 'compensation', 'noCompType');
      await recordLeaveMovement(c.trx, {
        userId: overtime.user_id,
        leaveType: type,
        balance: overtime.comp_hours,
        kind: 'overtime',
        note: c.instance.number,
        actorId: c.actorId,
        lang: c.lang,
      });
    }
    await recomputeOvertimeDays(c.trx, overtime);
  },

  onRejected: async (c) => {
    const overtime = await requestRecordOf<OvertimeRow>(c.trx, 'as_overtimes', c.instance.id, COLUMNS);
    if (overtime?.status === 'pending')
      await setRequestStatus(c.trx, 'as_overtimes', overtime.id, 'rejected', c.actorId);
  },

  onWithdrawn: async (c) => {
    const overtime = await requestRecordOf<OvertimeRow>(c.trx, 'as_overtimes', c.instance.id, COLUMNS);
    if (overtime?.status === 'pending')
      await setRequestStatus(c.trx, 'as_overtimes', overtime.id, 'withdrawn', c.actorId);
  },
};
