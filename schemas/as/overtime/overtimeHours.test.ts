import { describe, expect, it } from 'vitest';
import { overtimeHours } from './overtimeHours';

const at = (time: string, day = '2026-12-07') => Date.parse(`${day}T${time}:00+08:00`);
const counting = { stepMinutes: 30, minimumMinutes: 30, maximumHours: '12' };
const shift = [
  { from: at('09:00'), to: at('12:00') },
  { from: at('13:00'), to: at('18:00') },
];

describe('overtimeHours', () => {
  it('counts whole steps and drops the remainder', () => {
    expect(overtimeHours(at('18:00'), at('20:10'), shift, counting)).toEqual({
      ok: true,
      minutes: 120,
      hours: '2.00',
    });
    expect(overtimeHours(at('18:00'), at('19:15'), shift, { ...counting, stepMinutes: 15 })).toEqual({
      ok: true,
      minutes: 75,
      hours: '1.25',
    });
  });

  it('counts across midnight and in the lunch break, which is not working time', () => {
    expect(overtimeHours(at('22:00'), at('02:00', '2026-12-08'), [], counting)).toMatchObject({
      hours: '4.00',
    });
    expect(overtimeHours(at('12:00'), at('13:00'), shift, counting)).toMatchObject({ ok: true, minutes: 60 });
  });

  it('refuses time inside the shift, too little, too much, or an end not after the start', () => {
    expect(overtimeHours(at('17:30'), at('19:00'), shift, counting)).toMatchObject({ error: 'duringShift' });
    expect(overtimeHours(at('18:00'), at('18:29'), shift, counting)).toMatchObject({
      error: 'tooShort',
      minutes: 0,
    });
    expect(overtimeHours(at('18:00'), at('19:00'), shift, { ...counting, minimumMinutes: 90 })).toMatchObject(
      {
        error: 'tooShort',
        minutes: 60,
      },
    );
    expect(overtimeHours(at('18:00'), at('07:00', '2026-12-08'), [], counting)).toMatchObject({
      error: 'tooLong',
    });
    expect(overtimeHours(at('18:00'), at('18:00'), [], counting)).toMatchObject({ error: 'badPeriod' });
  });
});
