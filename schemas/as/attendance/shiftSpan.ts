import { addDays, instantOf } from '../../core/zonedTime';
import { type Interval, intersect } from './intervals';
import { minutesOfDay, type ShiftRule } from './shiftRule';

/** A shift on one day, as instants: its span and its breaks (inside the span). */
export interface ShiftSpan {
  readonly start: number;
  readonly end: number;
  readonly breaks: readonly Interval[];
}

/**
 * The instants of `shift` on the day `date` (the day it starts) in the time zone `zone`: a
 * night shift ends the next day, and a day-saving change in the night is counted as it is
 * (instantOf), so a 22:00 to 06:00 shift lasts seven or nine hours on those two nights.
 * @example shiftSpan({ start: '22:00', end: '06:00' }, '2026-11-02', 'Asia/Taipei')
 *   // start 2026-11-02T14:00Z, end 2026-11-02T22:00Z
 */
export function shiftSpan(shift: ShiftRule, date: string, zone: string): ShiftSpan {
  // Every employee on one shift has the same span that day: a month's recompute for thousands
  // of them asks for a few hundred spans, each many times. Spans are never changed by callers.
  const key = `${zone}|${date}|${shift.start}|${shift.end}|${(shift.breaks ?? []).map((b) => `${b.start}-${b.end}`).join(',')}`;
  const known = spans.get(key);
  if (known) return known;
  if (spans.size > 50_000) spans.clear();
  const span = spanOf(shift, date, zone);
  spans.set(key, span);
  return span;
}

const spans = new Map<string, ShiftSpan>();

function spanOf(shift: ShiftRule, date: string, zone: string): ShiftSpan {
  const at = (time: string, days: number) => Date.parse(instantOf(`${addDays(date, days)}T${time}:00`, zone));
  const startMinute = minutesOfDay(shift.start);
  const start = at(shift.start, 0);
  const end = at(shift.end, minutesOfDay(shift.end) <= startMinute ? 1 : 0);
  const breaks = (shift.breaks ?? []).map((b) => {
    const from = minutesOfDay(b.start);
    // A break that starts before the shift's start time is on the shift's second day.
    const day = from < startMinute ? 1 : 0;
    return { from: at(b.start, day), to: at(b.end, minutesOfDay(b.end) <= from ? day + 1 : day) };
  });
  return { start, end, breaks: intersect(breaks, [{ from: start, to: end }]) };
}
