import type { DayKind } from './computeAttendanceDay';

/** Sunday and Saturday: the weekly rest days of a calendar without its own. */
export const REST_WEEKDAYS: readonly number[] = [0, 6];

/**
 * What the holiday calendar makes a date: a holiday it lists, a make-up workday it lists (補班日:
 * a Saturday worked to bridge a holiday), otherwise a weekly rest day or a workday.
 * @example dayKindOf('2026-10-10', new Map([['2026-10-10', 'holiday']])) // 'holiday'
 */
export function dayKindOf(
  date: string,
  events: ReadonlyMap<string, 'holiday' | 'workday'>,
  restWeekdays: readonly number[] = REST_WEEKDAYS,
): DayKind {
  const event = events.get(date);
  if (event === 'holiday') return 'holiday';
  if (event === 'workday') return 'workday';
  return restWeekdays.includes(new Date(`${date}T00:00:00Z`).getUTCDay()) ? 'restDay' : 'workday';
}
