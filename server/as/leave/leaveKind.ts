import Decimal from 'decimal.js';
import { sql } from 'kysely';
import { addDays, wallClockOf } from '../../../schemas/core/zonedTime';
import type { Executor } from '../../db/Executor';
import type { Language } from '../../http/translate';
import type { WfHookContext, WfKind } from '../../wf/kinds/WfKind';
import { refuseField } from '../requests/refuseField';
import { type RequestStatus, requestRecordOf, setRequestStatus } from '../requests/requestRecord';
import { recomputeAttendance } from '../days/recomputeAttendance';
import { memberZone } from '../days/memberZone';
import { changeLeaveBalance, type LeaveTypeRow, leaveTypeBy, recordLeaveMovement } from './leaveLedger';
import { measureLeave, refuseLeaveOverlap, refuseShortBalance } from './measureLeave';

/** The leave form's fields the hooks read (docs/guide-workflow-kinds.md). */
const FORM_FIELDS = [
  { key: 'leaveType', type: 'select' },
  { key: 'period', type: 'dateRange' },
] as const;

export interface LeaveRow {
  id: number;
  user_id: number;
  leave_type_id: number;
  amount: string;
  status: string;
  starts_at: Date;
  ends_at: Date;
}

function refuse(
  lang: Language,
  field: string,
  key: string,
  values: Record<string, string | number> = {},
): never {
  return refuseField(lang, field, `as:errors.leave.${key}`, values);
}

const COLUMNS = [
  'id',
  'user_id',
  'leave_type_id',
  'amount::text as amount',
  'status',
  'starts_at',
  'ends_at',
];

/** The application's leave record, locked; undefined before its first submit. */
const leaveOf = (trx: Executor, instanceId: number) =>
  requestRecordOf<LeaveRow>(trx, 'as_leaves', instanceId, COLUMNS);

/** What a leave application costs (measureLeave), from the form's values. */
function measure(c: WfHookContext, type: LeaveTypeRow) {
  const values = c.instance.values as {
    period?: { start?: string; end?: string };
    startTime?: string;
    endTime?: string;
  };
  return measureLeave(c.trx, c.lang, c.instance.applicant_id, type, {
    start: values.period?.start ?? '',
    end: values.period?.end ?? '',
    startTime: values.startTime,
    endTime: values.endTime,
  });
}

/** Releases what a pending leave holds (its application withdrawn, rejected, ended or resubmitted). */
async function release(c: WfHookContext, leave: LeaveRow, status: RequestStatus): Promise<void> {
  const type = await leaveTypeBy(c.trx, { id: leave.leave_type_id });
  await setRequestStatus(c.trx, 'as_leaves', leave.id, status, c.actorId);
  if (type)
    await changeLeaveBalance(c.trx, {
      userId: leave.user_id,
      leaveType: type,
      pending: new Decimal(leave.amount).neg(),
      actorId: c.actorId,
      lang: c.lang,
    });
}

/** Recomputes the attendance days a leave touches (its first day less one: a night shift). */
export async function recomputeLeaveDays(trx: Executor, leave: LeaveRow, zone: string): Promise<void> {
  const from = addDays(wallClockOf(leave.starts_at, zone).slice(0, 10), -1);
  const to = wallClockOf(leave.ends_at, zone).slice(0, 10);
  await recomputeAttendance(trx, from, to, [leave.user_id]);
}

/**
 * Attendance's leave request (issue 15), a sign-off kind: the submit measures the leave against
 * the applicant's shifts and holds it on the balance (refused when the balance, less what other
 * pending applications hold, is short, unless the type may go below zero); the final approval
 * writes the leave record as approved, takes it off the balance as a movement and recomputes the
 * days it covers, all in the approval's transaction; a rejection, withdrawal or end releases the
 * hold. An approved leave is given back by cancelling it (the `as.leave` row action).
 * The same kind, on the comp-time types only (`compensatory`), is the comp-time request.
 */
export function leaveKindFor(id: string, compensatory: boolean): WfKind {
  return {
    id,
    formFields: FORM_FIELDS,
    writes: [
      'as.leave',
      'as.myLeave',
      'as.leaveBalance',
      'as.myLeaveBalance',
      'as.leaveMovement',
      'as.attendanceDay',
    ],
    formOptions: async (db, filling) => {
      const rows = (
        await sql<{ code: string; name: Record<string, string> }>`
        select code, name from as_leave_types
        where deleted_at is null and compensatory = ${compensatory} ${filling ? sql`and is_active` : sql``}
        order by sort, id`.execute(db)
      ).rows;
      return {
        leaveType: rows.map((r) => ({
          value: r.code,
          label: { tw: r.name.tw || r.code, en: r.name.en, cn: r.name.cn, jp: r.name.jp },
        })),
      };
    },

    onSubmit: async (c) => {
      const { trx, instance, lang } = c;
      const code = String(instance.values.leaveType ?? '');
      const type = await leaveTypeBy(trx, { code });
      if (!type?.is_active || type.compensatory !== compensatory) refuse(lang, 'leaveType', 'unknownType');
      const cost = await measure(c, type);
      // A resubmitted application lets go of what it held before it holds again.
      const before = await leaveOf(trx, instance.id);
      if (before?.status === 'pending') await release(c, before, 'pending');
      await refuseLeaveOverlap(trx, lang, instance.applicant_id, cost.covered, instance.id);
      await refuseShortBalance(trx, lang, instance.applicant_id, type, cost);
      const row = {
        user_id: instance.applicant_id,
        leave_type_id: type.id,
        starts_at: new Date(cost.covered.from),
        ends_at: new Date(cost.covered.to),
        amount: cost.amount,
        unit: type.unit,
        reason: typeof instance.values.reason === 'string' ? instance.values.reason.slice(0, 500) : null,
      };
      if (before)
        await sql`update as_leaves set leave_type_id = ${row.leave_type_id}, starts_at = ${row.starts_at},
        ends_at = ${row.ends_at}, amount = ${row.amount}, unit = ${row.unit}, reason = ${row.reason},
        compensatory = ${compensatory},
        status = 'pending', application_number = ${instance.number}, updated_at = now(),
        updated_by = ${c.actorId}, version = version + 1 where id = ${before.id}`.execute(trx);
      else
        await sql`insert into as_leaves (user_id, leave_type_id, starts_at, ends_at, amount, unit, status,
        application_number, wf_instance_id, reason, compensatory, created_by, updated_by)
        values (${row.user_id}, ${row.leave_type_id}, ${row.starts_at}, ${row.ends_at}, ${row.amount}, ${row.unit},
          'pending', ${instance.number}, ${instance.id}, ${row.reason}, ${compensatory}, ${c.actorId}, ${c.actorId})`.execute(
          trx,
        );
      await changeLeaveBalance(trx, {
        userId: instance.applicant_id,
        leaveType: type,
        pending: cost.amount,
        actorId: c.actorId,
        lang,
      });
    },

    onApproved: async (c) => {
      const leave = await leaveOf(c.trx, c.instance.id);
      if (leave?.status !== 'pending') return;
      const type = (await leaveTypeBy(c.trx, { id: leave.leave_type_id }))!;
      await setRequestStatus(c.trx, 'as_leaves', leave.id, 'approved', c.actorId);
      const change = { userId: leave.user_id, leaveType: type, actorId: c.actorId, lang: c.lang };
      await changeLeaveBalance(c.trx, { ...change, pending: new Decimal(leave.amount).neg() });
      await recordLeaveMovement(c.trx, {
        ...change,
        balance: new Decimal(leave.amount).neg(),
        kind: 'leave',
        leaveId: leave.id,
        note: c.instance.number,
      });
      await recomputeLeaveDays(c.trx, leave, (await memberZone(c.trx, leave.user_id)) ?? 'UTC');
    },

    onRejected: async (c) => {
      const leave = await leaveOf(c.trx, c.instance.id);
      if (leave?.status === 'pending') await release(c, leave, 'rejected');
    },

    onWithdrawn: async (c) => {
      const leave = await leaveOf(c.trx, c.instance.id);
      if (leave?.status === 'pending') await release(c, leave, 'withdrawn');
    },
  };
}

/** Leave (every type but comp time). */
export const LEAVE_KIND = leaveKindFor('leave', false);

/** Comp time earned by overtime (the comp-time types only), taken like leave. */
export const COMP_TIME_KIND = leaveKindFor('overtime-compensation', true);
