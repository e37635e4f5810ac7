import { sql } from 'kysely';
import { thisMonthSoFar } from '../../reports/thisMonthSoFar';
import type { ReportContext, ReportRow, ReportRules } from '../../reports/ReportRules';

/** Minutes as hours with two places, as decimal text (a sum of whole minutes divided exactly). */
const hours = (minutes: unknown) => (Number(minutes ?? 0) / 60).toFixed(2);

/**
 * Attendance statistics (`/as/admin/report`, schemas/as/reports/attendance.report.json): for a
 * period, per employee or per department (the employee's primary department), the stored day
 * results added up: workdays, hours worked, on leave and overtime, and the exceptions (late,
 * early leave, missing punches, absences). Read from as_attendance_days, so the figures are the
 * recomputed days' and change when a day is recomputed; narrowed by the caller's view scope on
 * as.attendanceDay.
 */
export const attendanceReport: ReportRules = {
  // The month so far: what an administrator looks at most.
  defaults: async () => thisMonthSoFar(),
  rows: async (ctx) => (ctx.params.groupBy === 'department' ? byDepartment(ctx) : byEmployee(ctx)),
};

/** One row per employee with any day in the period. */
async function byEmployee(ctx: ReportContext): Promise<ReportRow[]> {
  const { rows } = await sql<Record<string, unknown>>`
    with figures as (${figures(ctx)})
    select f.*, u.name, u.account, d.name as department
    from figures f
    join users u on u.id = f.user_id
    left join user_departments ud on ud.user_id = f.user_id and ud.is_primary
    left join departments d on d.id = ud.department_id
    order by d.name nulls last, u.name, f.user_id`.execute(ctx.db);
  return rows.map((r) => ({
    // Not a column: the drill-down's employee (the name links to their exceptions of the period).
    userId: Number(r.user_id),
    name: String(r.name),
    account: String(r.account),
    department: (r.department as string | null) ?? null,
    people: null,
    ...counts(r),
  }));
}

/** One row per primary department (people without one together), with how many people it counts. */
async function byDepartment(ctx: ReportContext): Promise<ReportRow[]> {
  const { rows } = await sql<Record<string, unknown>>`
    with figures as (${figures(ctx)})
    select d.name, count(*) as people,
           sum(f.workdays) as workdays, sum(f.worked) as worked, sum(f.leave) as leave,
           sum(f.overtime) as overtime, sum(f.late_count) as late_count, sum(f.late_minutes) as late_minutes,
           sum(f.early_count) as early_count, sum(f.missing_count) as missing_count,
           sum(f.absent_days) as absent_days, sum(f.exception_days) as exception_days
    from figures f
    left join user_departments ud on ud.user_id = f.user_id and ud.is_primary
    left join departments d on d.id = ud.department_id
    group by d.id, d.name
    order by d.name nulls last`.execute(ctx.db);
  return rows.map((r) => ({
    name: (r.name as string | null) ?? null,
    account: null,
    department: null,
    people: Number(r.people),
    ...counts(r),
  }));
}

/** Each employee's figures for the period, from their stored days (the caller's scope ANDed in). */
function figures(ctx: ReportContext) {
  const from = String(ctx.params.from);
  const to = String(ctx.params.to);
  return sql`
    select t.user_id,
           count(*) filter (where t.kind = 'workday') as workdays,
           coalesce(sum(t.worked_minutes), 0) as worked,
           coalesce(sum(t.leave_minutes), 0) as leave,
           coalesce(sum(t.overtime_minutes), 0) as overtime,
           count(*) filter (where 'late' = any(string_to_array(t.exceptions, ','))) as late_count,
           coalesce(sum(t.late_minutes) filter (where 'late' = any(string_to_array(t.exceptions, ','))), 0) as late_minutes,
           count(*) filter (where 'earlyLeave' = any(string_to_array(t.exceptions, ','))) as early_count,
           count(*) filter (where string_to_array(t.exceptions, ',') && array['missingIn', 'missingOut']) as missing_count,
           count(*) filter (where t.status = 'absent') as absent_days,
           count(*) filter (where t.status in ('absent', 'exception')) as exception_days
    from as_attendance_days t
    where t.deleted_at is null and t.work_date between ${from}::date and ${to}::date
      and ${ctx.scope ?? sql`true`}
    group by t.user_id`;
}

/** The figures of one row as the report's columns: counts as numbers, hours as decimal text. */
function counts(r: Record<string, unknown>): ReportRow {
  return {
    workdays: Number(r.workdays),
    workedHours: hours(r.worked),
    leaveHours: hours(r.leave),
    overtimeHours: hours(r.overtime),
    lateCount: Number(r.late_count),
    lateMinutes: Number(r.late_minutes),
    earlyCount: Number(r.early_count),
    missingCount: Number(r.missing_count),
    absentDays: Number(r.absent_days),
    exceptionDays: Number(r.exception_days),
  };
}
