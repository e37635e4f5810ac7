import { describe, expect, it } from 'vitest';
import { instantOf } from '../../core/zonedTime';
import { computeAttendanceDay, type DayInputs } from './computeAttendanceDay';
import { ALL_EXCEPTIONS, applyExceptionCheck } from './exceptionCheck';
import type { ShiftRule } from './shiftRule';

const ZONE = 'Asia/Taipei';
const MON = '2026-11-02';
const at = (time: string) => Date.parse(instantOf(`${MON}T${time}:00`, ZONE));
const OFFICE: ShiftRule = {
  start: '09:00',
  end: '18:00',
  breaks: [{ start: '12:00', end: '13:00' }],
  lateGraceMinutes: 5,
};
const day = (...times: string[]): DayInputs => ({
  date: MON,
  zone: ZONE,
  kind: 'workday',
  shift: OFFICE,
  punches: times.map(at),
});
const checked = (inputs: DayInputs, check: Partial<typeof ALL_EXCEPTIONS>) =>
  applyExceptionCheck(computeAttendanceDay(inputs), { ...ALL_EXCEPTIONS, ...check });

// The check settings (as.clockingCheck) decide which results are exceptions; the computed
// facts (minutes late, the reasons) stay.
describe('applyExceptionCheck', () => {
  it('changes nothing with every kind checked and no tolerance', () => {
    const inputs = day('09:20', '17:30');
    expect(applyExceptionCheck(computeAttendanceDay(inputs), ALL_EXCEPTIONS)).toEqual(
      computeAttendanceDay(inputs),
    );
  });

  it('with lateness unchecked, a late day is normal, its late minutes kept', () => {
    const result = checked(day('09:20', '18:00'), { late: false });
    expect(result).toMatchObject({ status: 'normal', exceptions: [], lateMinutes: 20 });
    expect(result.reasons.map((r) => r.key)).toContain('late');
  });

  it('keeps the checked kinds of a day with several', () => {
    const result = checked(day('09:20', '17:30'), { late: false });
    expect(result).toMatchObject({ status: 'exception', exceptions: ['earlyLeave'] });
  });

  it('does not flag lateness within the tolerance (after the shift’s grace), and flags it beyond', () => {
    const within = checked(day('09:10', '18:00'), { lateToleranceMinutes: 10 });
    expect(within).toMatchObject({ status: 'normal', exceptions: [], lateMinutes: 10 });
    expect(within.reasons.find((r) => r.key === 'lateTolerated')?.values).toMatchObject({
      minutes: 10,
      at: '09:10',
      tolerance: 10,
    });
    expect(checked(day('09:11', '18:00'), { lateToleranceMinutes: 10 })).toMatchObject({
      status: 'exception',
      exceptions: ['late'],
      lateMinutes: 11,
    });
    // Within the shift's own grace (5 minutes) nothing is late at all.
    expect(checked(day('09:04', '18:00'), { lateToleranceMinutes: 10 })).toMatchObject({
      lateMinutes: 0,
      exceptions: [],
    });
  });

  it('applies the tolerance to leaving early', () => {
    const result = checked(day('09:00', '17:52'), { lateToleranceMinutes: 10 });
    expect(result).toMatchObject({ status: 'normal', exceptions: [], earlyLeaveMinutes: 8 });
    expect(result.reasons.map((r) => r.key)).toContain('earlyTolerated');
  });

  it('drops missing punches and absence when unchecked; an absent day stays absent', () => {
    expect(checked(day('08:55'), { missingPunch: false })).toMatchObject({
      status: 'normal',
      exceptions: [],
    });
    expect(checked(day(), { absent: false })).toMatchObject({ status: 'absent', exceptions: [] });
    expect(checked(day(), {})).toMatchObject({ status: 'absent', exceptions: ['absent'] });
  });
});
