import type { ShiftRule } from './shiftRule';

/** What a shift row (`as.shift`) holds that its rule needs. */
export interface ShiftRow {
  start_time: string;
  end_time: string;
  break_start?: string | null;
  break_end?: string | null;
  late_grace_minutes?: number | null;
  early_grace_minutes?: number | null;
  flexible_minutes?: number | null;
}

/** A shift row as the day computation reads it (computeAttendanceDay). */
export function shiftRuleOf(row: ShiftRow): ShiftRule {
  return {
    start: row.start_time,
    end: row.end_time,
    ...(row.break_start && row.break_end ? { breaks: [{ start: row.break_start, end: row.break_end }] } : {}),
    lateGraceMinutes: row.late_grace_minutes ?? 0,
    earlyGraceMinutes: row.early_grace_minutes ?? 0,
    flexibleMinutes: row.flexible_minutes ?? 0,
  };
}
