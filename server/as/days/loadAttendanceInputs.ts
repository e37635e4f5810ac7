import { sql } from 'kysely';
import type { LeaveSpan } from '../../../schemas/as/attendance/computeAttendanceDay';
import type { Interval } from '../../../schemas/as/attendance/intervals';
import { addDays } from '../../../schemas/core/zonedTime';
import { canonicalTimeZone } from '../../settings/canonicalTimeZone';
import type { ShiftRule } from '../../../schemas/as/attendance/shiftRule';
import { type ShiftRow, shiftRuleOf } from '../../../schemas/as/attendance/shiftRuleOf';
import type { Executor } from '../../db/Executor';
import { readCompanySettings } from '../../settings/companySettings';
import { type FlexibleSpan, loadFlexibleHours } from './loadFlexibleHours';

/** One employee's attendance setting: whose calendar and which usual shift. */
export interface Member {
  userId: number;
  defaultShiftId: number | null;
  zone: string;
  /** Holidays and make-up workdays of the employee's calendar region, by date. */
  events: ReadonlyMap<string, 'holiday' | 'workday'>;
}

/** Everything the days of a range depend on, loaded in a few queries for every employee at once. */
export interface AttendanceInputs {
  members: Member[];
  shifts: ReadonlyMap<number, ShiftRule>;
  /** Scheduled shifts by `userId:date`; null: scheduled off. */
  schedules: ReadonlyMap<string, number | null>;
  /** Punches by user, as instants, in order. */
  punches: ReadonlyMap<number, number[]>;
  /** Approved leave by user (`as_leaves`), as instants with the leave type's code. */
  leaves: ReadonlyMap<number, LeaveSpan[]>;
  /** Approved overtime (`as_overtimes`) by `userId:date` of the day it was asked for, as instants. */
  overtime: ReadonlyMap<string, Interval[]>;
  /** The flexible hours list's assignments by user (`as_flexible_hours`); empty while its setting is off. */
  flexibleHours: ReadonlyMap<number, FlexibleSpan[]>;
  /** The flexible hours setting lets an early arrival move the day earlier (listed employees only). */
  flexibleEarly: boolean;
}

/**
 * The inputs of the days `from`..`to` (and one day on each side, which decide where the
 * punches at the edges belong) for the active attendance members, or only `userIds`. A member's
 * time zone is their calendar region's (the default region's without one, the company's
 * without either).
 */
export async function loadAttendanceInputs(
  db: Executor,
  from: string,
  to: string,
  userIds?: readonly number[],
): Promise<AttendanceInputs> {
  const only = userIds ? sql`and m.user_id = any(${sql.val([...userIds])}::int[])` : sql``;
  const members = (
    await sql<{
      user_id: number;
      default_shift_id: number | null;
      region_id: number | null;
      zone: string | null;
    }>`
      select m.user_id, m.default_shift_id, coalesce(m.region_id, d.id) as region_id,
             coalesce(r.time_zone, d.time_zone) as zone
      from as_members m
      join users u on u.id = m.user_id and u.deleted_at is null and u.is_active
      left join lateral (select id, time_zone from calendar_regions
        where is_default and deleted_at is null order by id limit 1) d on true
      left join calendar_regions r on r.id = m.region_id and r.deleted_at is null
      where m.deleted_at is null and m.is_active ${only}
      order by m.user_id`.execute(db)
  ).rows;
  const { timeZone } = await readCompanySettings(db as never);
  const regionIds = [...new Set(members.flatMap((m) => (m.region_id === null ? [] : [m.region_id])))];
  const [first, last] = [addDays(from, -1), addDays(to, 1)];
  const eventsByRegion = new Map<number, Map<string, 'holiday' | 'workday'>>();
  if (regionIds.length > 0)
    for (const e of (
      await sql<{ region: number; date: string; kind: 'holiday' | 'workday' }>`
        select region, to_char(date, 'YYYY-MM-DD') as date, kind from calendar_events
        where deleted_at is null and region = any(${sql.val(regionIds)}::int[])
          and date between ${first}::date and ${last}::date`.execute(db)
    ).rows) {
      if (!eventsByRegion.has(e.region)) eventsByRegion.set(e.region, new Map());
      eventsByRegion.get(e.region)!.set(e.date, e.kind);
    }
  const shifts = new Map(
    (
      await sql<ShiftRow & { id: number }>`
        select id, start_time, end_time, break_start, break_end, late_grace_minutes, early_grace_minutes,
               flexible_minutes from as_shifts where deleted_at is null`.execute(db)
    ).rows.map((row) => [row.id, shiftRuleOf(row)]),
  );
  const ids = members.map((m) => m.user_id);
  const schedules = new Map<string, number | null>();
  for (const s of (
    await sql<{ user_id: number; date: string; shift_id: number | null }>`
      select user_id, to_char(work_date, 'YYYY-MM-DD') as date, shift_id from as_schedules
      where deleted_at is null and user_id = any(${sql.val(ids)}::int[])
        and work_date between ${first}::date and ${last}::date`.execute(db)
  ).rows)
    schedules.set(`${s.user_id}:${s.date}`, s.shift_id);
  // Wide enough for any zone (±14 hours) and a night shift ending the day after the last.
  const since = new Date(Date.parse(`${first}T00:00:00Z`) - 86_400_000);
  const until = new Date(Date.parse(`${last}T00:00:00Z`) + 3 * 86_400_000);
  const punches = new Map<number, number[]>();
  for (const p of (
    await sql<{ user_id: number; punched_at: Date }>`
      select user_id, punched_at from as_punches
      where deleted_at is null and user_id = any(${sql.val(ids)}::int[])
        and punched_at >= ${since} and punched_at < ${until}
      order by user_id, punched_at`.execute(db)
  ).rows) {
    if (!punches.has(p.user_id)) punches.set(p.user_id, []);
    punches.get(p.user_id)!.push(new Date(p.punched_at).getTime());
  }
  const leaves = new Map<number, LeaveSpan[]>();
  for (const l of (
    await sql<{ user_id: number; starts_at: Date; ends_at: Date; code: string }>`
      select l.user_id, l.starts_at, l.ends_at, t.code from as_leaves l
      join as_leave_types t on t.id = l.leave_type_id
      where l.deleted_at is null and l.status = 'approved' and l.user_id = any(${sql.val(ids)}::int[])
        and l.starts_at < ${until} and l.ends_at > ${since}
      order by l.user_id, l.starts_at`.execute(db)
  ).rows) {
    if (!leaves.has(l.user_id)) leaves.set(l.user_id, []);
    leaves.get(l.user_id)!.push({
      from: new Date(l.starts_at).getTime(),
      to: new Date(l.ends_at).getTime(),
      type: l.code,
    });
  }
  const overtime = new Map<string, Interval[]>();
  for (const o of (
    await sql<{ user_id: number; date: string; starts_at: Date; ends_at: Date }>`
      select user_id, to_char(work_date, 'YYYY-MM-DD') as date, starts_at, ends_at from as_overtimes
      where deleted_at is null and status = 'approved' and user_id = any(${sql.val(ids)}::int[])
        and work_date between ${first}::date and ${last}::date
      order by user_id, starts_at`.execute(db)
  ).rows) {
    const key = `${o.user_id}:${o.date}`;
    overtime.set(key, [
      ...(overtime.get(key) ?? []),
      { from: new Date(o.starts_at).getTime(), to: new Date(o.ends_at).getTime() },
    ]);
  }
  const flexible = await loadFlexibleHours(db, first, last, ids);
  const zones = new Map<string, string>();
  const zoneOf = (zone: string | null) => {
    if (!zone) return timeZone;
    if (!zones.has(zone)) zones.set(zone, canonicalTimeZone(zone) ?? timeZone);
    return zones.get(zone)!;
  };
  return {
    members: members.map((m) => ({
      userId: m.user_id,
      defaultShiftId: m.default_shift_id,
      // A region's zone is checked when it is saved; one written around the API (a restore, a
      // script) that no runtime knows falls back on the company's rather than failing every day.
      zone: zoneOf(m.zone),
      events: (m.region_id === null ? undefined : eventsByRegion.get(m.region_id)) ?? new Map(),
    })),
    shifts,
    schedules,
    punches,
    leaves,
    overtime,
    flexibleHours: flexible.spans,
    flexibleEarly: flexible.early,
  };
}
