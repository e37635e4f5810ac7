import { describe, expect, it } from 'vitest';
import { instantOf } from '../../core/zonedTime';
import { assignPunches, dayAnchor } from './assignPunches';
import {
  computeAttendanceDay,
  type DayException,
  type DayInputs,
  type DayReason,
  type DayStatus,
} from './computeAttendanceDay';
import type { ShiftRule } from './shiftRule';

const ZONE = 'Asia/Taipei';
/** The instant of a wall-clock time in Taipei. */
const at = (date: string, time: string, zone = ZONE) => Date.parse(instantOf(`${date}T${time}:00`, zone));
const OFFICE: ShiftRule = {
  start: '09:00',
  end: '18:00',
  breaks: [{ start: '12:00', end: '13:00' }],
  lateGraceMinutes: 5,
  earlyGraceMinutes: 0,
};
const NIGHT: ShiftRule = { start: '22:00', end: '06:00', breaks: [{ start: '02:00', end: '02:30' }] };
const MON = '2026-11-02';
const TUE = '2026-11-03';
const day = (overrides: Partial<DayInputs>, times: string[] = []): DayInputs => ({
  date: MON,
  zone: ZONE,
  kind: 'workday',
  shift: OFFICE,
  punches: times.map((time) => at(MON, time)),
  ...overrides,
});
const keys = (inputs: DayInputs) => computeAttendanceDay(inputs).reasons.map((r) => r.key);

describe('computeAttendanceDay', () => {
  it('counts an ordinary day: eight hours worked, lunch not counted, nothing late', () => {
    const result = computeAttendanceDay(day({}, ['08:55', '18:02']));
    expect(result).toMatchObject({
      status: 'normal',
      exceptions: [],
      expectedMinutes: 480,
      workedMinutes: 480,
      lateMinutes: 0,
      earlyLeaveMinutes: 0,
      firstIn: at(MON, '08:55'),
      lastOut: at(MON, '18:02'),
    });
    expect(result.reasons[0]).toEqual({
      key: 'shift',
      values: { start: '09:00', end: '18:00', minutes: 480 },
    });
  });

  it('forgives lateness within the grace, and counts all of it beyond', () => {
    const within = computeAttendanceDay(day({}, ['09:04', '18:00']));
    expect(within).toMatchObject({ status: 'normal', lateMinutes: 0 });
    expect(within.reasons).toContainEqual({ key: 'lateWithinGrace', values: { minutes: 4, at: '09:04' } });
    const beyond = computeAttendanceDay(day({}, ['09:12', '18:00']));
    expect(beyond).toMatchObject({ status: 'exception', exceptions: ['late'], lateMinutes: 12 });
    expect(beyond.reasons).toContainEqual({
      key: 'late',
      values: { minutes: 12, at: '09:12', due: '09:00' },
    });
  });

  it('counts lateness in working minutes: arriving after lunch misses three and a half hours, not four and a half', () => {
    const result = computeAttendanceDay(day({}, ['13:30', '18:00']));
    expect(result).toMatchObject({ lateMinutes: 210, workedMinutes: 270 });
  });

  it('keeps a night shift across midnight one day, its break not counted', () => {
    const punches = [at(MON, '21:58'), at(TUE, '06:01')];
    const result = computeAttendanceDay(day({ shift: NIGHT, punches }));
    expect(result).toMatchObject({ status: 'normal', expectedMinutes: 450, workedMinutes: 450 });
    expect(result.reasons[0]).toEqual({
      key: 'shift',
      values: { start: '22:00', end: '06:00', minutes: 450 },
    });
  });

  it('moves the whole due time with flexible hours, and counts lateness beyond the allowance', () => {
    const flexible = { ...OFFICE, lateGraceMinutes: 0, flexibleMinutes: 30 };
    expect(computeAttendanceDay(day({ shift: flexible }, ['09:20', '18:20']))).toMatchObject({
      status: 'normal',
      workedMinutes: 480,
    });
    expect(computeAttendanceDay(day({ shift: flexible }, ['09:40', '18:40']))).toMatchObject({
      exceptions: ['late'],
      lateMinutes: 10,
    });
    expect(computeAttendanceDay(day({ shift: flexible }, ['09:20', '18:00']))).toMatchObject({
      exceptions: ['earlyLeave'],
      earlyLeaveMinutes: 20,
    });
  });

  it('moves the due time earlier for an early arrival only where flexible hours allow it', () => {
    const lateOnly = { ...OFFICE, lateGraceMinutes: 0, flexibleMinutes: 30 };
    // Late-only flexible hours: arriving at 08:40 does not let one leave at 17:40.
    expect(computeAttendanceDay(day({ shift: lateOnly }, ['08:40', '17:40']))).toMatchObject({
      exceptions: ['earlyLeave'],
      earlyLeaveMinutes: 20,
    });
    const both = { ...lateOnly, flexibleEarly: true };
    const early = computeAttendanceDay(day({ shift: both }, ['08:40', '17:40']));
    expect(early).toMatchObject({
      status: 'normal',
      lateMinutes: 0,
      earlyLeaveMinutes: 0,
      workedMinutes: 480,
    });
    expect(early.reasons).toContainEqual({ key: 'flexibleEarly', values: { minutes: 20 } });
    // Within the same allowance: arriving at 08:00 moves the day 30 minutes, no more.
    expect(computeAttendanceDay(day({ shift: both }, ['08:00', '17:00']))).toMatchObject({
      exceptions: ['earlyLeave'],
      earlyLeaveMinutes: 30,
    });
    expect(computeAttendanceDay(day({ shift: both }, ['08:00', '17:30']))).toMatchObject({
      status: 'normal',
      workedMinutes: 480,
    });
    // Arriving late still moves the day later, as before.
    expect(computeAttendanceDay(day({ shift: both }, ['09:20', '18:20']))).toMatchObject({
      status: 'normal',
      workedMinutes: 480,
    });
  });

  it('counts overtime from the moved end when the day moves earlier', () => {
    const both = { ...OFFICE, lateGraceMinutes: 0, flexibleMinutes: 30, flexibleEarly: true };
    const overtime = [{ from: at(MON, '17:30'), to: at(MON, '19:30') }];
    // Arrived 08:30, so the day ends 17:30; approved overtime 17:30-19:30, left 19:30: two hours.
    expect(computeAttendanceDay(day({ shift: both, overtime }, ['08:30', '19:30']))).toMatchObject({
      status: 'normal',
      workedMinutes: 480,
      overtimeMinutes: 120,
    });
  });

  it('expects the afternoon only after a morning’s leave, and counts the leave in working minutes', () => {
    const leaves = [{ from: at(MON, '09:00'), to: at(MON, '14:00'), type: 'PERSONAL' }];
    const result = computeAttendanceDay(day({ leaves }, ['13:55', '18:00']));
    expect(result).toMatchObject({ status: 'normal', leaveMinutes: 240, lateMinutes: 0, workedMinutes: 240 });
    expect(result.reasons).toContainEqual({
      key: 'leave',
      values: { type: 'PERSONAL', from: '09:00', to: '14:00', minutes: 240 },
    });
  });

  it('lets an hourly leave at the end of the day cover leaving early', () => {
    const leaves = [{ from: at(MON, '16:00'), to: at(MON, '18:00'), type: 'SICK' }];
    expect(computeAttendanceDay(day({ leaves }, ['09:00', '16:01']))).toMatchObject({
      status: 'normal',
      leaveMinutes: 120,
      earlyLeaveMinutes: 0,
      workedMinutes: 360,
    });
  });

  it('is on leave all day whatever the punches, and absent without punches or leave', () => {
    const leaves = [{ from: at(MON, '09:00'), to: at(MON, '18:00'), type: 'ANNUAL' }];
    expect(computeAttendanceDay(day({ leaves }, ['10:00']))).toMatchObject({
      status: 'onLeave',
      exceptions: [],
      leaveMinutes: 480,
    });
    expect(computeAttendanceDay(day({}))).toMatchObject({
      status: 'absent',
      exceptions: ['absent'],
      absentMinutes: 480,
    });
  });

  it('takes one punch as the arrival or the leaving by the middle of the due time', () => {
    expect(computeAttendanceDay(day({}, ['08:57']))).toMatchObject({
      exceptions: ['missingOut'],
      firstIn: at(MON, '08:57'),
      lastOut: null,
      workedMinutes: 0,
    });
    expect(computeAttendanceDay(day({}, ['17:40']))).toMatchObject({
      exceptions: ['missingIn', 'earlyLeave'],
      firstIn: null,
      earlyLeaveMinutes: 20,
    });
  });

  it('leaves a forgotten check-out as a missing punch instead of flipping the next day', () => {
    const anchors = [dayAnchor(MON, ZONE, OFFICE), dayAnchor(TUE, ZONE, OFFICE)];
    const punches = [at(MON, '08:57'), at(TUE, '08:50'), at(TUE, '18:05')];
    const byDay = assignPunches(anchors, punches);
    expect(byDay.get(MON)).toEqual([at(MON, '08:57')]);
    expect(byDay.get(TUE)).toEqual([at(TUE, '08:50'), at(TUE, '18:05')]);
    expect(computeAttendanceDay(day({ punches: byDay.get(MON)! })).exceptions).toEqual(['missingOut']);
    expect(computeAttendanceDay(day({ date: TUE, punches: byDay.get(TUE)! })).status).toBe('normal');
  });

  it('keeps a night shift’s morning punch on the night before, and Friday’s late overtime on Friday', () => {
    const night = assignPunches(
      [dayAnchor(MON, ZONE, NIGHT), dayAnchor(TUE, ZONE, NIGHT)],
      [at(MON, '21:50'), at(TUE, '06:05'), at(TUE, '21:55')],
    );
    expect(night.get(MON)).toEqual([at(MON, '21:50'), at(TUE, '06:05')]);
    expect(night.get(TUE)).toEqual([at(TUE, '21:55')]);
    const FRI = '2026-11-06';
    const SAT = '2026-11-07';
    const weekend = assignPunches(
      [dayAnchor(FRI, ZONE, OFFICE), dayAnchor(SAT, ZONE, null)],
      [at(FRI, '09:00'), at(FRI, '23:10')],
    );
    expect(weekend.get(FRI)).toHaveLength(2);
    expect(weekend.get(SAT)).toEqual([]);
  });

  it('expects nothing on a holiday or rest day, and expects a make-up workday like any workday', () => {
    expect(computeAttendanceDay(day({ kind: 'holiday' }))).toMatchObject({
      status: 'holiday',
      expectedMinutes: 0,
      exceptions: [],
    });
    expect(keys(day({ kind: 'restDay' }))).toEqual(['restDay']);
    // A Saturday made a workday (補班日) is a workday with a shift: without punches, absent.
    expect(computeAttendanceDay(day({ date: '2026-11-07', punches: [] })).status).toBe('absent');
  });

  it('changes only with its inputs: a leave approved later, or a punch imported later, recomputes the day', () => {
    const before = computeAttendanceDay(day({}, ['09:00']));
    expect(before.exceptions).toEqual(['missingOut']);
    const imported = computeAttendanceDay(day({}, ['09:00', '18:00']));
    expect(imported.status).toBe('normal');
    const absent = computeAttendanceDay(day({}));
    const leaves = [{ from: at(MON, '09:00'), to: at(MON, '18:00'), type: 'SICK' }];
    expect(absent.status).toBe('absent');
    expect(computeAttendanceDay(day({ leaves })).status).toBe('onLeave');
  });

  it('counts approved overtime the punches cover, outside the shift, and says when no one was there', () => {
    const overtime = [{ from: at(MON, '18:00'), to: at(MON, '20:00') }];
    expect(computeAttendanceDay(day({ overtime }, ['08:55', '19:30'])).overtimeMinutes).toBe(90);
    expect(computeAttendanceDay(day({}, ['08:55', '19:30'])).overtimeMinutes).toBe(0);
    expect(keys(day({ overtime }, ['08:55', '17:59']))).toContain('overtimeWithoutPresence');
    // On a holiday all approved presence is overtime.
    const holiday = { from: at(MON, '10:00'), to: at(MON, '14:00') };
    expect(
      computeAttendanceDay(day({ kind: 'holiday', overtime: [holiday] }, ['09:50', '13:00'])).overtimeMinutes,
    ).toBe(180);
  });

  it('counts a night shift over the end of daylight saving time by the clock it is worked on', () => {
    const zone = 'America/New_York';
    // 2026-11-01 02:00 EDT falls back to 01:00 EST: the night of the 31st lasts an hour more.
    const result = computeAttendanceDay({
      date: '2026-10-31',
      zone,
      kind: 'workday',
      shift: { start: '22:00', end: '06:00' },
      punches: [at('2026-10-31', '22:00', zone), at('2026-11-01', '06:00', zone)],
    });
    expect(result).toMatchObject({ status: 'normal', expectedMinutes: 540, workedMinutes: 540 });
  });
});

describe('the words of a day', () => {
  it('has a message in every language for every reason, status and exception the computation gives', async () => {
    const reasonKeys: DayReason['key'][] = [
      'holiday',
      'restDay',
      'noShift',
      'shift',
      'leave',
      'onLeave',
      'absent',
      'punches',
      'flexible',
      'flexibleEarly',
      'late',
      'lateWithinGrace',
      'earlyLeave',
      'earlyWithinGrace',
      'missingIn',
      'missingOut',
      'overtime',
      'overtimeWithoutPresence',
    ];
    const statuses: DayStatus[] = [
      'holiday',
      'restDay',
      'noShift',
      'onLeave',
      'absent',
      'exception',
      'normal',
    ];
    const exceptions: DayException[] = ['late', 'earlyLeave', 'missingIn', 'missingOut', 'absent'];
    for (const lang of ['tw', 'en', 'cn', 'jp']) {
      const words = (await import(`../../../locales/${lang}/as.json`)).default.day;
      // English counts its punches in the plural forms i18next picks by `count`.
      for (const key of reasonKeys)
        expect(words.reasons[key] ?? words.reasons[`${key}_other`], `${lang} ${key}`).toBeTypeOf('string');
      for (const key of statuses) expect(words.status[key], `${lang} ${key}`).toBeTypeOf('string');
      for (const key of exceptions) expect(words.exceptions[key], `${lang} ${key}`).toBeTypeOf('string');
    }
  });
});
