import type { DayException, DayReason, DayResult } from './computeAttendanceDay';

/**
 * Which results of a day the company counts as exceptions (the check settings,
 * schemas/as/settings/clockingCheck.settings.json), and a company-wide tolerance: lateness or
 * leaving early of at most this many minutes (after the shift's own grace) is not flagged.
 */
export interface ExceptionCheck {
  late: boolean;
  earlyLeave: boolean;
  /** A missing clock-in or clock-out (one punch on a due day). */
  missingPunch: boolean;
  absent: boolean;
  lateToleranceMinutes: number;
}

/** Every kind counted, no tolerance: what a day is without any check settings. */
export const ALL_EXCEPTIONS: ExceptionCheck = {
  late: true,
  earlyLeave: true,
  missingPunch: true,
  absent: true,
  lateToleranceMinutes: 0,
};

const CHECKED: Record<DayException, keyof ExceptionCheck> = {
  late: 'late',
  earlyLeave: 'earlyLeave',
  missingIn: 'missingPunch',
  missingOut: 'missingPunch',
  absent: 'absent',
};

const TOLERATED = { late: 'lateTolerated', earlyLeave: 'earlyTolerated' } as const;

/**
 * A day's result (computeAttendanceDay) with only the exceptions the company checks: lateness
 * and leaving early within the tolerance are dropped (their reason says so; the minutes stay on
 * the day for reports), unchecked kinds are dropped, and a day left with none is `normal`
 * instead of `exception`. An absent day stays `absent` (the calendar's colour): only its
 * exception goes. Pure, like the computation it follows.
 * @example applyExceptionCheck(computeAttendanceDay(inputs), { ...ALL_EXCEPTIONS, late: false })
 */
export function applyExceptionCheck(day: DayResult, check: ExceptionCheck): DayResult {
  const tolerance = check.lateToleranceMinutes;
  const minutes = { late: day.lateMinutes, earlyLeave: day.earlyLeaveMinutes };
  const tolerated = (e: DayException): e is 'late' | 'earlyLeave' =>
    (e === 'late' || e === 'earlyLeave') && minutes[e] <= tolerance;
  const exceptions = day.exceptions.filter((e) => check[CHECKED[e]] === true && !tolerated(e));
  const reasons: DayReason[] = day.reasons.map((reason) =>
    (reason.key === 'late' || reason.key === 'earlyLeave') && tolerated(reason.key)
      ? { key: TOLERATED[reason.key], values: { ...reason.values, tolerance } }
      : reason,
  );
  const status = day.status === 'exception' && exceptions.length === 0 ? 'normal' : day.status;
  return { ...day, status, exceptions, reasons };
}
