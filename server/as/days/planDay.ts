import type { DayKind } from '../../../schemas/as/attendance/computeAttendanceDay';
import { dayKindOf } from '../../../schemas/as/attendance/dayKindOf';
import { type Interval, span, subtract } from '../../../schemas/as/attendance/intervals';
import type { ShiftRule } from '../../../schemas/as/attendance/shiftRule';
import { shiftSpan } from '../../../schemas/as/attendance/shiftSpan';
import type { AttendanceInputs, Member } from './loadAttendanceInputs';
import { listedMinutes } from './loadFlexibleHours';

/** A day as planned before its punches are read: its kind and its shift. */
export interface PlannedDay {
  date: string;
  kind: DayKind;
  shiftId: number | null;
  shift: ShiftRule | null;
}

/**
 * A member's day: a scheduled shift (or a day scheduled off) wins; otherwise their usual shift
 * on the calendar's workdays (make-up workdays included) and none on rest days and holidays.
 * A shift scheduled on a holiday makes the day a workday for that employee (a rotating desk).
 * An employee on the flexible hours list that day gets its allowance (flexibleOf).
 */
export function planDay(inputs: AttendanceInputs, member: Member, date: string): PlannedDay {
  const calendarKind = dayKindOf(date, member.events);
  const key = `${member.userId}:${date}`;
  const scheduled = inputs.schedules.has(key);
  const shiftId = scheduled
    ? (inputs.schedules.get(key) ?? null)
    : calendarKind === 'workday'
      ? member.defaultShiftId
      : null;
  const shift = flexibleOf(
    shiftId === null ? null : (inputs.shifts.get(shiftId) ?? null),
    listedMinutes(inputs.flexibleHours.get(member.userId), date),
    inputs.flexibleEarly,
  );
  const kind: DayKind = scheduled && shift ? 'workday' : calendarKind;
  return { date, kind, shiftId: shift ? shiftId : null, shift };
}

/**
 * A shift as an employee on the flexible hours list works it: the larger of the shift's own
 * allowance and the list's, both ways when the setting allows an early start (docs/decisions.md,
 * "Flexible hours list"). Off the list (`listed` 0) the shift is as it is.
 */
export function flexibleOf(shift: ShiftRule | null, listed: number, early: boolean): ShiftRule | null {
  if (!shift || listed <= 0) return shift;
  return {
    ...shift,
    flexibleMinutes: Math.max(shift.flexibleMinutes ?? 0, listed),
    ...(early ? { flexibleEarly: true } : {}),
  };
}

/** The working time of a planned day in the member's zone: its shift's span less its breaks; none without a shift. */
export function workOf(day: PlannedDay, zone: string): Interval[] {
  if (!day.shift) return [];
  const s = shiftSpan(day.shift, day.date, zone);
  return subtract(span(s.start, s.end), s.breaks);
}
