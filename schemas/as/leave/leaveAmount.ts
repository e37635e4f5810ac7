import Decimal from 'decimal.js';
import { type Interval, intersect, minutesOf } from '../attendance/intervals';

/** One day of the employee as planned: the day its shift starts on, and its working time (none on a day off). */
export interface WorkDay {
  date: string;
  work: readonly Interval[];
}

export interface LeaveAmount {
  /** In the leave type's unit, as a decimal text (`"1.5"`). */
  amount: string;
  /** Working minutes the leave covers. */
  minutes: number;
  /** The leave as instants: `from` the first working minute it covers, `to` the last. */
  covered: Interval | null;
  /** The days it touches, with their minutes. */
  days: { date: string; minutes: number; fraction: string }[];
}

/**
 * How much leave a period costs (issue 15): only the working time it covers counts, so a week
 * of leave over a weekend and a holiday costs the workdays, and a night shift counts on the day
 * it starts. `hour` leave costs its working hours; `day` leave costs, day by day, the share of
 * that day's working time it covers (4 hours of an 8-hour shift are half a day), each day's
 * share rounded to two places. `period` null means whole days: all the working time of the days.
 * @example leaveAmount(days, null, 'day') // { amount: '2', minutes: 960, ... } for two 8-hour days
 */
export function leaveAmount(
  days: readonly WorkDay[],
  period: Interval | null,
  unit: 'day' | 'hour',
): LeaveAmount {
  const touched: LeaveAmount['days'] = [];
  let minutes = 0;
  let total = new Decimal(0);
  let from = Number.POSITIVE_INFINITY;
  let to = Number.NEGATIVE_INFINITY;
  for (const day of days) {
    const dayMinutes = minutesOf(day.work);
    if (dayMinutes === 0) continue;
    const covered = period ? intersect(day.work, [period]) : [...day.work];
    const m = minutesOf(covered);
    if (m === 0) continue;
    from = Math.min(from, covered[0]!.from);
    to = Math.max(to, covered[covered.length - 1]!.to);
    const fraction = new Decimal(m).div(dayMinutes).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    touched.push({ date: day.date, minutes: m, fraction: fraction.toString() });
    minutes += m;
    total = total.plus(fraction);
  }
  const amount =
    unit === 'hour' ? new Decimal(minutes).div(60).toDecimalPlaces(2, Decimal.ROUND_HALF_UP) : total;
  return {
    amount: amount.toString(),
    minutes,
    covered: minutes === 0 ? null : { from, to },
    days: touched,
  };
}

/** Whether `amount` is a whole number of `step`s (a leave type's minimum unit). */
export function isStepMultiple(amount: string, step: string): boolean {
  return new Decimal(amount).mod(step).isZero();
}
