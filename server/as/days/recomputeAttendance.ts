import { type Kysely, sql, type Transaction } from 'kysely';
import {
  assignPunches,
  type DayAnchor,
  datesBetween,
  dayAnchor,
} from '../../../schemas/as/attendance/assignPunches';
import { computeAttendanceDay, type DayResult } from '../../../schemas/as/attendance/computeAttendanceDay';
import { applyExceptionCheck } from '../../../schemas/as/attendance/exceptionCheck';
import { addDays } from '../../../schemas/core/zonedTime';
import type { Database } from '../../db/DatabaseSchema';
import { readExceptionCheck } from '../clocking/clockingSettings';
import { loadAttendanceInputs } from './loadAttendanceInputs';
import { type PlannedDay, planDay } from './planDay';

const COLUMNS = [
  'user_id',
  'work_date',
  'shift_id',
  'kind',
  'status',
  'exceptions',
  'first_in',
  'last_out',
  'expected_minutes',
  'worked_minutes',
  'late_minutes',
  'early_leave_minutes',
  'leave_minutes',
  'absent_minutes',
  'overtime_minutes',
  'reasons',
  'computed_at',
] as const;

/** The array type each column is sent as. */
const ARRAY_TYPES: Record<(typeof COLUMNS)[number], string> = {
  user_id: 'int[]',
  work_date: 'date[]',
  shift_id: 'int[]',
  kind: 'text[]',
  status: 'text[]',
  exceptions: 'text[]',
  first_in: 'timestamptz[]',
  last_out: 'timestamptz[]',
  expected_minutes: 'int[]',
  worked_minutes: 'int[]',
  late_minutes: 'int[]',
  early_leave_minutes: 'int[]',
  leave_minutes: 'int[]',
  absent_minutes: 'int[]',
  overtime_minutes: 'int[]',
  reasons: 'jsonb[]',
  computed_at: 'timestamptz[]',
};

/** One member's computed day, as recomputeAttendance stores it. */
export interface ComputedDay {
  userId: number;
  shiftId: number | null;
  result: DayResult;
}

/**
 * The attendance days `from`..`to` of every active member (or of `userIds`) computed from
 * their inputs (loadAttendanceInputs), with only the exceptions the check settings count
 * (applyExceptionCheck), storing nothing: what recomputeAttendance writes, and what a preview
 * (the punch exception notice) reads without writing. Anchors of days sharing a shift are
 * computed once: every employee of the day shift has the same span that day.
 */
export async function computeAttendanceDays(
  db: Kysely<Database> | Transaction<Database>,
  from: string,
  to: string,
  userIds?: readonly number[],
): Promise<ComputedDay[]> {
  const inputs = await loadAttendanceInputs(db, from, to, userIds);
  const check = await readExceptionCheck(db);
  const dates = datesBetween(addDays(from, -1), addDays(to, 1));
  const anchors = new Map<string, DayAnchor>();
  const anchorOf = (day: PlannedDay, zone: string) => {
    const key = `${day.date}|${zone}|${day.shiftId ?? ''}`;
    let anchor = anchors.get(key);
    if (!anchor) {
      anchor = dayAnchor(day.date, zone, day.shift);
      anchors.set(key, anchor);
    }
    return anchor;
  };
  const days: ComputedDay[] = [];
  for (const member of inputs.members) {
    const plan = dates.map((date) => planDay(inputs, member, date));
    const byDay = assignPunches(
      plan.map((day) => anchorOf(day, member.zone)),
      inputs.punches.get(member.userId) ?? [],
    );
    for (const day of plan.slice(1, -1)) {
      const computed = computeAttendanceDay({
        date: day.date,
        zone: member.zone,
        kind: day.kind,
        shift: day.shift,
        punches: byDay.get(day.date) ?? [],
        leaves: inputs.leaves.get(member.userId),
        overtime: inputs.overtime.get(`${member.userId}:${day.date}`),
      });
      days.push({
        userId: member.userId,
        shiftId: day.shiftId,
        result: applyExceptionCheck(computed, check),
      });
    }
  }
  return days;
}

/**
 * Recomputes the attendance days `from`..`to` of every active member (or of `userIds`)
 * (computeAttendanceDays) and replaces the stored results (`as_attendance_days`, the
 * `as.attendanceDay` list) in one transaction: results are derived data, rewritten whole
 * and not audited (the inputs are). Recomputing twice gives the same rows (computeAttendanceDay
 * is a pure function). Given a transaction, it writes inside it.
 * @example await recomputeAttendance(db, '2026-11-01', '2026-11-30')
 */
export async function recomputeAttendance(
  db: Kysely<Database> | Transaction<Database>,
  from: string,
  to: string,
  userIds?: readonly number[],
): Promise<{ days: number }> {
  const now = new Date();
  const rows: unknown[][] = (await computeAttendanceDays(db, from, to, userIds)).map(
    ({ userId, shiftId, result: r }) => [
      userId,
      r.date,
      shiftId,
      r.kind,
      r.status,
      r.exceptions.join(','),
      r.firstIn === null ? null : new Date(r.firstIn),
      r.lastOut === null ? null : new Date(r.lastOut),
      r.expectedMinutes,
      r.workedMinutes,
      r.lateMinutes,
      r.earlyLeaveMinutes,
      r.leaveMinutes,
      r.absentMinutes,
      r.overtimeMinutes,
      JSON.stringify(r.reasons),
      now,
    ],
  );
  const write = async (trx: Transaction<Database>) => {
    const whose = userIds ? sql`and user_id = any(${sql.val([...userIds])}::int[])` : sql``;
    await sql`delete from as_attendance_days where work_date between ${from}::date and ${to}::date ${whose}`.execute(
      trx,
    );
    // One statement per 5,000 days, each column sent as one array (unnest): a few parameters
    // instead of seventeen per row, which is what a month for thousands of people costs.
    const columns = sql.join(COLUMNS.map((c) => sql.id(c)));
    for (let i = 0; i < rows.length; i += 5000) {
      const chunk = rows.slice(i, i + 5000);
      const arrays = COLUMNS.map(
        (column, j) => sql`${sql.val(chunk.map((row) => row[j]))}::${sql.raw(ARRAY_TYPES[column])}`,
      );
      await sql`insert into as_attendance_days (${columns}) select * from unnest(${sql.join(arrays)})`.execute(
        trx,
      );
    }
  };
  // Inside a caller's transaction (a leave approved in its sign-off step) the rows are written
  // there, and stand or fall with it.
  if (db.isTransaction) await write(db as Transaction<Database>);
  else await db.transaction().execute(write);
  return { days: rows.length };
}
