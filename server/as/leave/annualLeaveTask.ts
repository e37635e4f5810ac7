import Decimal from 'decimal.js';
import { type Kysely, sql } from 'kysely';
import {
  type SeniorityRule,
  seniorityEntitlement,
  serviceMonths,
} from '../../../schemas/as/leave/seniorityEntitlement';
import type { Database } from '../../db/DatabaseSchema';
import type { Executor } from '../../db/Executor';
import type { TaskContext, TaskRow, TaskRules } from '../../tasks/TaskRules';
import { leaveTypeBy, leaveTypeName, recordLeaveMovement } from './leaveLedger';

interface Entitlement extends TaskRow {
  userId: number;
  leaveTypeId: number;
  employee: string;
  hiredOn: string;
  serviceYears: string;
  leaveType: string;
  days: string;
  entitled: string;
  granted: string;
  change: string;
  changes: boolean;
}

/**
 * Each active attendance member's entitlement for `year` under each leave type's seniority
 * table (`as.leaveRule`), counted on 1 January of the year, against what the annual
 * calculation already granted for that year (movements of kind `annual` noted with the year):
 * the change is the difference, so applying again changes nothing. Members without a hire date
 * are left out. Amounts are in the type's unit (days × hours per day for an hourly type).
 */
async function entitlements(db: Executor, ctx: TaskContext<unknown>): Promise<Entitlement[]> {
  const year = Number(ctx.params.year);
  const hoursPerDay = new Decimal(String(ctx.params.hoursPerDay));
  const on = `${year}-01-01`;
  const rules = (
    await sql<{
      leave_type_id: number;
      min_months: number;
      days: string;
      extra: string;
      max_days: string | null;
    }>`
      select leave_type_id, min_months, days::text as days, extra_days_per_year::text as extra,
             max_days::text as max_days
      from as_leave_rules where deleted_at is null order by leave_type_id, min_months`.execute(db)
  ).rows;
  const tables = new Map<number, SeniorityRule[]>();
  for (const r of rules)
    tables.set(r.leave_type_id, [
      ...(tables.get(r.leave_type_id) ?? []),
      { minMonths: r.min_months, days: r.days, extraDaysPerYear: r.extra ?? '0', maxDays: r.max_days },
    ]);
  const members = (
    await sql<{ user_id: number; name: string; hired_on: string }>`
      select m.user_id, u.name, to_char(m.hired_on, 'YYYY-MM-DD') as hired_on from as_members m
      join users u on u.id = m.user_id and u.deleted_at is null and u.is_active
      where m.deleted_at is null and m.is_active and m.hired_on is not null and m.hired_on <= ${on}::date
      order by m.hired_on, u.name`.execute(db)
  ).rows;
  const granted = new Map(
    (
      await sql<{ user_id: number; leave_type_id: number; amount: string }>`
        select user_id, leave_type_id, sum(amount)::text as amount from as_leave_movements
        where deleted_at is null and kind = 'annual' and note = ${String(year)}
        group by user_id, leave_type_id`.execute(db)
    ).rows.map((g) => [`${g.user_id}:${g.leave_type_id}`, g.amount]),
  );
  const out: Entitlement[] = [];
  for (const [typeId, table] of tables) {
    const type = await leaveTypeBy(db, { id: typeId });
    if (!type?.is_active) continue;
    for (const m of members) {
      const months = serviceMonths(m.hired_on, on);
      const days = seniorityEntitlement(table, months);
      const entitled = type.unit === 'hour' ? new Decimal(days).times(hoursPerDay) : new Decimal(days);
      const already = new Decimal(granted.get(`${m.user_id}:${typeId}`) ?? 0);
      const change = entitled.minus(already);
      out.push({
        userId: m.user_id,
        leaveTypeId: typeId,
        employee: m.name,
        hiredOn: m.hired_on,
        serviceYears: new Decimal(months).div(12).toFixed(1),
        leaveType: leaveTypeName(type, ctx.lang),
        days,
        entitled: entitled.toFixed(2),
        granted: already.toFixed(2),
        change: change.toFixed(2),
        changes: !change.isZero(),
      });
    }
  }
  return out;
}

/**
 * The annual leave calculation (`/as/admin/leave/annual-work`, the task
 * schemas/as/tasks/annualLeave.task.json): previews every member's entitlement for a year from
 * their hire date and the seniority tables, then grants the differences as balance movements
 * of kind `annual`, in one transaction. Worked out from the inputs each time, never accrued by a
 * timer, so it cannot drift: a changed table or hire date shows as a change on the next preview.
 */
export const annualLeaveTask: TaskRules = {
  defaults: async (db: Kysely<Database>) => {
    const today = (await sql<{ year: number }>`select extract(year from now())::int as year`.execute(db))
      .rows[0];
    return { year: today?.year ?? new Date().getUTCFullYear() };
  },
  preview: async (ctx) => entitlements(ctx.db, ctx),
  apply: async (ctx) => {
    const rows = (await entitlements(ctx.db, ctx)).filter((row) => row.changes);
    for (const row of rows) {
      const type = (await leaveTypeBy(ctx.db, { id: row.leaveTypeId }))!;
      await recordLeaveMovement(ctx.db, {
        userId: row.userId,
        leaveType: type,
        balance: row.change,
        kind: 'annual',
        note: String(ctx.params.year),
        actorId: ctx.userId,
        lang: ctx.lang,
      });
    }
    return rows.length;
  },
};
