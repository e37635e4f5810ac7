import { wallClockOf } from '../../core/zonedTime';
import { type Interval, intersect, minutesOf, span, subtract } from './intervals';
import type { ShiftRule } from './shiftRule';
import { shiftSpan } from './shiftSpan';

/** What the calendar makes a day: work expected, a weekly rest day, or a holiday. A make-up workday is a workday. */
export type DayKind = 'workday' | 'restDay' | 'holiday';

/** Approved leave of the employee, as instants, and its leave type's code. */
export interface LeaveSpan extends Interval {
  type: string;
}

/** Everything a day's result depends on; nothing else is read (no clock, no database). */
export interface DayInputs {
  /** The day the shift starts on (`YYYY-MM-DD`): a night shift is one day. */
  date: string;
  /** The organisation's time zone (IANA). */
  zone: string;
  kind: DayKind;
  /** The employee's shift that day; null: none scheduled. */
  shift: ShiftRule | null;
  /** The punches assigned to this day (assignPunches), as instants, in any order. */
  punches: readonly number[];
  leaves?: readonly LeaveSpan[];
  /** Approved overtime. */
  overtime?: readonly Interval[];
}

export type DayException = 'late' | 'earlyLeave' | 'missingIn' | 'missingOut' | 'absent';

/** One colour of the calendar: nothing expected, on leave all day, absent, an exception, or all well. */
export type DayStatus = 'holiday' | 'restDay' | 'noShift' | 'onLeave' | 'absent' | 'exception' | 'normal';

/** One line of "why the day is what it is": a message key of `as:day.reasons` and its values. */
export interface DayReason {
  key:
    | 'holiday'
    | 'restDay'
    | 'noShift'
    | 'shift'
    | 'leave'
    | 'onLeave'
    | 'absent'
    | 'punches'
    | 'flexible'
    | 'flexibleEarly'
    | 'late'
    | 'lateWithinGrace'
    | 'earlyLeave'
    | 'earlyWithinGrace'
    | 'lateTolerated'
    | 'earlyTolerated'
    | 'missingIn'
    | 'missingOut'
    | 'overtime'
    | 'overtimeWithoutPresence';
  values?: Record<string, string | number>;
}

export interface DayResult {
  date: string;
  kind: DayKind;
  status: DayStatus;
  exceptions: DayException[];
  firstIn: number | null;
  lastOut: number | null;
  /** The shift's working time (its span less its breaks), before leave. */
  expectedMinutes: number;
  leaveMinutes: number;
  /** Presence inside the shift's working time. */
  workedMinutes: number;
  lateMinutes: number;
  earlyLeaveMinutes: number;
  absentMinutes: number;
  /** Approved overtime the punches show the employee was there for. */
  overtimeMinutes: number;
  reasons: DayReason[];
}

const MINUTE = 60_000;

/**
 * The attendance result of one employee's day, computed from its inputs alone (issue 15):
 * the same inputs always give the same result, so any range can be recomputed after a late
 * change (a holiday added, a leave approved, a punch imported) and each day says why.
 * - The due time is the shift's working time less approved leave; lateness and leaving early
 *   are the due minutes missed before the first punch and after the last (breaks not counted),
 *   forgiven whole when within the shift's grace.
 * - Flexible hours: arriving up to `flexibleMinutes` late moves the whole due time as much;
 *   with `flexibleEarly`, arriving up to as much early moves it as much earlier.
 * - One punch: before the middle of the due time it is the arrival (the leaving is missing),
 *   after it the leaving; a forgotten check-out never borrows the next day's punch
 *   (assignPunches keeps each punch to one day).
 * - No punch on a due day is absence; a day wholly on leave is on leave whatever the punches.
 * - Overtime counts the approved overtime the employee was present for, outside the shift.
 */
export function computeAttendanceDay(inputs: DayInputs): DayResult {
  const { date, zone, kind, shift } = inputs;
  const leaves = inputs.leaves ?? [];
  const approved = inputs.overtime ?? [];
  const punches = [...inputs.punches].sort((a, b) => a - b);
  const at = (ms: number) => wallClockOf(ms, zone).slice(11, 16);
  const reasons: DayReason[] = [];
  const result = (
    status: DayStatus,
    fields: Partial<DayResult>,
    exceptions: DayException[] = [],
  ): DayResult => ({
    date,
    kind,
    status,
    exceptions,
    firstIn: null,
    lastOut: null,
    expectedMinutes: 0,
    leaveMinutes: 0,
    workedMinutes: 0,
    lateMinutes: 0,
    earlyLeaveMinutes: 0,
    absentMinutes: 0,
    overtimeMinutes: 0,
    ...fields,
    reasons,
  });
  const first = punches[0] ?? null;
  const last = punches.length > 1 ? punches[punches.length - 1]! : null;
  const presence = first !== null && last !== null ? span(first, last) : [];
  if (punches.length > 0)
    reasons.push({ key: 'punches', values: { count: punches.length, times: punches.map(at).join(', ') } });
  /** Approved overtime the punches cover, outside `shiftTime`. */
  const overtimeOutside = (shiftTime: readonly Interval[]) => {
    const minutes = minutesOf(subtract(intersect(approved, presence), shiftTime));
    if (minutes > 0) reasons.push({ key: 'overtime', values: { minutes } });
    else if (approved.length > 0) reasons.push({ key: 'overtimeWithoutPresence' });
    return minutes;
  };

  // Nothing expected: presence is recorded, and approved overtime the punches cover.
  if (kind !== 'workday' || !shift) {
    const status: DayStatus = kind === 'workday' ? 'noShift' : kind;
    reasons.unshift({ key: status as DayReason['key'] });
    return result(status, {
      firstIn: first,
      lastOut: last,
      workedMinutes: minutesOf(presence),
      overtimeMinutes: overtimeOutside([]),
    });
  }

  const s = shiftSpan(shift, date, zone);
  const working = subtract(span(s.start, s.end), s.breaks);
  const expectedMinutes = minutesOf(working);
  reasons.unshift({ key: 'shift', values: { start: at(s.start), end: at(s.end), minutes: expectedMinutes } });
  const leaveMinutes = minutesOf(intersect(working, leaves));
  for (const leave of leaves) {
    const minutes = minutesOf(intersect(working, [leave]));
    if (minutes > 0)
      reasons.push({
        key: 'leave',
        values: { type: leave.type, from: at(leave.from), to: at(leave.to), minutes },
      });
  }
  const due = subtract(working, leaves);
  const base = { expectedMinutes, leaveMinutes };
  if (due.length === 0) {
    reasons.push({ key: 'onLeave' });
    return result('onLeave', {
      ...base,
      firstIn: first,
      lastOut: last,
      overtimeMinutes: overtimeOutside(span(s.start, s.end)),
    });
  }
  const dueStart = due[0]!.from;
  const dueEnd = due[due.length - 1]!.to;
  if (punches.length === 0) {
    const absentMinutes = minutesOf(due);
    reasons.push({ key: 'absent', values: { minutes: absentMinutes } });
    return result('absent', { ...base, absentMinutes }, ['absent']);
  }

  const exceptions: DayException[] = [];
  let firstIn: number | null = first;
  let lastOut: number | null = last;
  if (punches.length === 1) {
    if (first! < (dueStart + dueEnd) / 2) {
      exceptions.push('missingOut');
      reasons.push({ key: 'missingOut', values: { at: at(first!) } });
    } else {
      firstIn = null;
      lastOut = first;
      exceptions.push('missingIn');
      reasons.push({ key: 'missingIn', values: { at: at(first!) } });
    }
  }
  // Flexible hours move the due time as a whole by how late (or, where allowed, how early),
  // within the allowance, one came.
  const allowance = (shift.flexibleMinutes ?? 0) * MINUTE;
  const earliest = shift.flexibleEarly ? -allowance : 0;
  const moved = firstIn === null ? 0 : Math.min(allowance, Math.max(earliest, firstIn - dueStart));
  if (moved > 0) reasons.push({ key: 'flexible', values: { minutes: Math.floor(moved / MINUTE) } });
  if (moved < 0) reasons.push({ key: 'flexibleEarly', values: { minutes: Math.floor(-moved / MINUTE) } });
  // The moved span: after an early start the day ends as much earlier, and presence after it is
  // overtime (when approved) as after any shift's end.
  const shiftTime = span(s.start + Math.min(0, moved), s.end + moved);
  const dueMoved = subtract(span(dueStart + moved, dueEnd + moved), [...s.breaks, ...leaves]);

  let lateMinutes = firstIn === null ? 0 : minutesOf(intersect(dueMoved, span(dueStart + moved, firstIn)));
  if (lateMinutes > 0 && lateMinutes <= (shift.lateGraceMinutes ?? 0)) {
    reasons.push({ key: 'lateWithinGrace', values: { minutes: lateMinutes, at: at(firstIn!) } });
    lateMinutes = 0;
  } else if (lateMinutes > 0) {
    exceptions.push('late');
    reasons.push({
      key: 'late',
      values: { minutes: lateMinutes, at: at(firstIn!), due: at(dueStart + moved) },
    });
  }
  let earlyLeaveMinutes =
    lastOut === null ? 0 : minutesOf(intersect(dueMoved, span(lastOut, dueEnd + moved)));
  if (earlyLeaveMinutes > 0 && earlyLeaveMinutes <= (shift.earlyGraceMinutes ?? 0)) {
    reasons.push({ key: 'earlyWithinGrace', values: { minutes: earlyLeaveMinutes, at: at(lastOut!) } });
    earlyLeaveMinutes = 0;
  } else if (earlyLeaveMinutes > 0) {
    exceptions.push('earlyLeave');
    reasons.push({
      key: 'earlyLeave',
      values: { minutes: earlyLeaveMinutes, at: at(lastOut!), due: at(dueEnd + moved) },
    });
  }
  return result(
    exceptions.length > 0 ? 'exception' : 'normal',
    {
      ...base,
      firstIn,
      lastOut,
      workedMinutes: minutesOf(intersect(presence, subtract(shiftTime, [...s.breaks, ...leaves]))),
      lateMinutes,
      earlyLeaveMinutes,
      overtimeMinutes: overtimeOutside(shiftTime),
    },
    exceptions,
  );
}
