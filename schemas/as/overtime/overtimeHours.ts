import Decimal from 'decimal.js';
import { type Interval, intersect, minutesOf, span } from '../attendance/intervals';

/** How overtime is counted (the overtime settings). */
export interface OvertimeCounting {
  stepMinutes: number;
  minimumMinutes: number;
  /** Decimal text, hours. */
  maximumHours: string;
}

export type OvertimeMeasure =
  | { ok: true; minutes: number; hours: string }
  | { ok: false; error: 'badPeriod' | 'duringShift' | 'tooShort' | 'tooLong'; minutes: number };

/**
 * What an overtime request counts: the time from `from` to `to` (instants, ms) in whole steps
 * (a remainder below a step is not counted), at least the minimum and at most the maximum; it
 * must lie outside the working time of the applicant's shifts (`work`), since time inside a
 * shift is already paid. Hours as decimal text with two places.
 * @example overtimeHours(at('18:00'), at('20:10'), [], { stepMinutes: 30, minimumMinutes: 30, maximumHours: '12' })
 *   // { ok: true, minutes: 120, hours: '2.00' }
 */
export function overtimeHours(
  from: number,
  to: number,
  work: readonly Interval[],
  counting: OvertimeCounting,
): OvertimeMeasure {
  if (!(to > from)) return { ok: false, error: 'badPeriod', minutes: 0 };
  if (minutesOf(intersect(span(from, to), work)) > 0) return { ok: false, error: 'duringShift', minutes: 0 };
  const step = Math.max(1, counting.stepMinutes);
  const minutes = Math.floor(Math.floor((to - from) / 60_000) / step) * step;
  if (minutes < counting.minimumMinutes) return { ok: false, error: 'tooShort', minutes };
  const hours = new Decimal(minutes).div(60);
  if (hours.greaterThan(counting.maximumHours)) return { ok: false, error: 'tooLong', minutes };
  return { ok: true, minutes, hours: hours.toFixed(2) };
}
