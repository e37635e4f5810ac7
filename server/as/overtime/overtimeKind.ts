import { sql } from 'kysely';
import { translate } from '../../http/translate';
import type { WfHookContext, WfKind } from '../../wf/kinds/WfKind';
import { requestRecordOf, setRequestStatus } from '../requests/requestRecord';
import { measureOvertime, refuseOvertimeOverlap } from './measureOvertime';
import { creditCompTime, recomputeOvertimeDays } from './overtimeCompTime';
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

/** What an overtime application asks for, checked (measureOvertime), from the form's values. */
function measure(c: WfHookContext) {
  const v = c.instance.values;
  return measureOvertime(c.trx, c.lang, c.instance.applicant_id, {
    date: String(v.overtimeDate ?? ''),
    startTime: String(v.startTime ?? ''),
    endTime: String(v.endTime ?? ''),
    compensation: String(v.compensation ?? ''),
  });
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
    await refuseOvertimeOverlap(trx, c.lang, instance.applicant_id, asked, instance.id);
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
    await creditCompTime(c.trx, {
      userId: overtime.user_id,
      compHours: overtime.comp_hours,
      note: c.instance.number,
      actorId: c.actorId,
      lang: c.lang,
    });
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
