import { describe, expect, it } from 'vitest';
import { instantOf } from '../../core/zonedTime';
import { span, subtract } from '../attendance/intervals';
import type { ShiftRule } from '../attendance/shiftRule';
import { shiftSpan } from '../attendance/shiftSpan';
import { isStepMultiple, leaveAmount, type WorkDay } from './leaveAmount';

const ZONE = 'Asia/Taipei';
const DAY: ShiftRule = { start: '09:00', end: '18:00', breaks: [{ start: '12:00', end: '13:00' }] };
const NIGHT: ShiftRule = { start: '22:00', end: '06:00' };
const at = (wall: string) => Date.parse(instantOf(wall, ZONE));
const day = (date: string, shift: ShiftRule | null): WorkDay => {
  if (!shift) return { date, work: [] };
  const s = shiftSpan(shift, date, ZONE);
  return { date, work: subtract(span(s.start, s.end), s.breaks) };
};

describe('leaveAmount', () => {
  it('costs whole days by the working time of each day, rest days free', () => {
    const week = [
      day('2026-12-04', DAY),
      day('2026-12-05', null),
      day('2026-12-06', null),
      day('2026-12-07', DAY),
    ];
    expect(leaveAmount(week, null, 'day')).toMatchObject({ amount: '2', minutes: 960 });
    const hours = leaveAmount(week, null, 'hour');
    expect(hours.amount).toBe('16');
    expect(hours.covered).toEqual({ from: at('2026-12-04T09:00'), to: at('2026-12-07T18:00') });
    expect(hours.days.map((d) => d.date)).toEqual(['2026-12-04', '2026-12-07']);
  });

  it('costs part of a day by its share of the day’s working time, the break not counted', () => {
    const period = { from: at('2026-12-07T09:00'), to: at('2026-12-07T13:00') };
    expect(leaveAmount([day('2026-12-07', DAY)], period, 'hour').amount).toBe('3');
    expect(leaveAmount([day('2026-12-07', DAY)], period, 'day').amount).toBe('0.38');
    const afternoon = { from: at('2026-12-07T13:00'), to: at('2026-12-07T17:00') };
    expect(leaveAmount([day('2026-12-07', DAY)], afternoon, 'day').amount).toBe('0.5');
  });

  it('counts a night shift on the day it starts, past midnight included', () => {
    const nights = [day('2026-12-06', NIGHT), day('2026-12-07', NIGHT)];
    // From 02:00 to 06:00 on the 7th: the last four hours of the 6th's night.
    const early = { from: at('2026-12-07T02:00'), to: at('2026-12-07T06:00') };
    const cost = leaveAmount(nights, early, 'day');
    expect(cost.days).toEqual([{ date: '2026-12-06', minutes: 240, fraction: '0.5' }]);
    expect(leaveAmount(nights, null, 'hour').amount).toBe('16');
  });

  it('costs nothing where there is no work, and checks the type’s step', () => {
    expect(leaveAmount([day('2026-12-05', null)], null, 'day')).toMatchObject({ amount: '0', covered: null });
    expect(isStepMultiple('1.5', '0.5')).toBe(true);
    expect(isStepMultiple('0.38', '0.5')).toBe(false);
    expect(isStepMultiple('3', '1')).toBe(true);
  });
});
