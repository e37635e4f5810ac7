import { addDays, instantOf } from '../../core/zonedTime';
import type { ShiftRule } from './shiftRule';
import { shiftSpan } from './shiftSpan';

/** Where a day sits in time, to share punches out between days: its shift's span, or its noon. */
export interface DayAnchor {
  date: string;
  start: number;
  end: number;
}

/**
 * A day's anchor: the span of its shift, or for a day without one the instant of its noon
 * (so a Friday's late overtime stays on Friday, and a night shift's morning punch on the
 * night before).
 */
export function dayAnchor(date: string, zone: string, shift: ShiftRule | null): DayAnchor {
  if (shift) {
    const s = shiftSpan(shift, date, zone);
    return { date, start: s.start, end: s.end };
  }
  const noon = Date.parse(instantOf(`${date}T12:00:00`, zone));
  return { date, start: noon, end: noon };
}

/**
 * Each punch to exactly one day: the boundary between two consecutive days is halfway between
 * the end of the first's shift and the start of the next's. A forgotten check-out therefore
 * leaves the day with one punch (a missing punch) instead of taking the next morning's arrival
 * as its leaving and flipping the next day (frappe/hrms#3859). Days must be consecutive and in
 * order; punches before the first boundary go to the first day and after the last to the last
 * day, so a caller computing a range passes one day more on each side and drops them.
 * @example assignPunches([mon, tue], punches).get('2026-11-02') // Monday's punches
 */
export function assignPunches(days: readonly DayAnchor[], punches: readonly number[]): Map<string, number[]> {
  const out = new Map<string, number[]>(days.map((d) => [d.date, []]));
  if (days.length === 0) return out;
  const boundaries = days.slice(1).map((next, i) => {
    const previous = days[i]!;
    return Math.max(previous.end, Math.min(next.start, (previous.end + next.start) / 2));
  });
  for (const punch of [...punches].sort((a, b) => a - b)) {
    let index = boundaries.findIndex((b) => punch < b);
    if (index === -1) index = days.length - 1;
    out.get(days[index]!.date)!.push(punch);
  }
  return out;
}

/** The consecutive dates from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) out.push(day);
  return out;
}
