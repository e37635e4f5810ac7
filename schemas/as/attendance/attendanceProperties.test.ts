import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantOf } from '../../core/zonedTime';
import { assignPunches, datesBetween, dayAnchor } from './assignPunches';
import { computeAttendanceDay, type DayInputs } from './computeAttendanceDay';
import type { ShiftRule } from './shiftRule';

const ZONE = 'Asia/Taipei';
const FIRST = '2026-11-02';
const base = Date.parse(instantOf(`${FIRST}T00:00:00`, ZONE));
const MINUTE = 60_000;
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Shifts of every shape: day or night, a break or none, grace and flexible hours (late only or both ways) or none. */
const shiftArb: fc.Arbitrary<ShiftRule> = fc
  .record({
    start: fc.integer({ min: 0, max: 23 * 4 }).map((q) => q * 15),
    length: fc.integer({ min: 4 * 4, max: 12 * 4 }).map((q) => q * 15),
    breakAt: fc.option(fc.integer({ min: 60, max: 180 })),
    grace: fc.integer({ min: 0, max: 15 }),
    flexible: fc.integer({ min: 0, max: 60 }),
    early: fc.boolean(),
  })
  .map(({ start, length, breakAt, grace, flexible, early }) => ({
    start: hhmm(start),
    end: hhmm(start + length),
    ...(breakAt === null
      ? {}
      : { breaks: [{ start: hhmm(start + breakAt), end: hhmm(start + breakAt + 30) }] }),
    lateGraceMinutes: grace,
    earlyGraceMinutes: grace,
    flexibleMinutes: flexible,
    ...(early ? { flexibleEarly: true } : {}),
  }));

/** A day's inputs: punches and leave anywhere within two days of its start. */
const dayArb: fc.Arbitrary<DayInputs> = fc
  .record({
    kind: fc.constantFrom('workday', 'workday', 'workday', 'restDay', 'holiday'),
    shift: fc.option(shiftArb, { freq: 6 }),
    punches: fc.array(fc.integer({ min: 0, max: 2 * 24 * 60 }), { maxLength: 6 }),
    leaves: fc.array(
      fc.record({
        from: fc.integer({ min: 0, max: 2 * 24 * 60 }),
        length: fc.integer({ min: 30, max: 600 }),
      }),
      { maxLength: 2 },
    ),
    overtime: fc.array(
      fc.record({
        from: fc.integer({ min: 0, max: 2 * 24 * 60 }),
        length: fc.integer({ min: 30, max: 240 }),
      }),
      { maxLength: 2 },
    ),
  })
  .map(({ kind, shift, punches, leaves, overtime }) => ({
    date: FIRST,
    zone: ZONE,
    kind: kind as DayInputs['kind'],
    shift,
    punches: punches.map((m) => base + m * MINUTE),
    leaves: leaves.map((l) => ({
      from: base + l.from * MINUTE,
      to: base + (l.from + l.length) * MINUTE,
      type: 'ANNUAL',
    })),
    overtime: overtime.map((o) => ({
      from: base + o.from * MINUTE,
      to: base + (o.from + o.length) * MINUTE,
    })),
  }));

describe('attendance day properties', () => {
  it('gives the same result computed twice, and whatever order the punches come in', () => {
    fc.assert(
      fc.property(dayArb, (inputs) => {
        const once = computeAttendanceDay(inputs);
        expect(computeAttendanceDay(inputs)).toEqual(once);
        expect(computeAttendanceDay({ ...inputs, punches: [...inputs.punches].reverse() })).toEqual(once);
      }),
      { numRuns: 300 },
    );
  });

  it('never counts more minutes than the day holds, nor a negative one, and says normal only without exceptions', () => {
    fc.assert(
      fc.property(dayArb, (inputs) => {
        const r = computeAttendanceDay(inputs);
        const minutes = [
          r.expectedMinutes,
          r.leaveMinutes,
          r.workedMinutes,
          r.lateMinutes,
          r.earlyLeaveMinutes,
          r.absentMinutes,
          r.overtimeMinutes,
        ];
        for (const m of minutes) expect(m).toBeGreaterThanOrEqual(0);
        // Where work is due, worked, late, early and leave share the due time (a day with nothing
        // due records presence as worked).
        const flexible = inputs.shift?.flexibleMinutes ?? 0;
        if (inputs.kind === 'workday' && inputs.shift)
          expect(r.leaveMinutes + r.workedMinutes + r.lateMinutes + r.earlyLeaveMinutes).toBeLessThanOrEqual(
            r.expectedMinutes + flexible,
          );
        expect(r.leaveMinutes + r.absentMinutes).toBeLessThanOrEqual(r.expectedMinutes);
        expect(new Set(r.exceptions).size).toBe(r.exceptions.length);
        expect(r.status === 'normal').toBe(
          r.exceptions.length === 0 && r.expectedMinutes > r.leaveMinutes && r.status !== 'onLeave',
        );
        if (inputs.kind !== 'workday' || !inputs.shift) expect(r.expectedMinutes).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('gives every punch of a range to exactly one day, in the days’ order, and recomputes the range alike', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(shiftArb, { freq: 4 }), { minLength: 7, maxLength: 7 }),
        fc.array(fc.integer({ min: -12 * 60, max: 8 * 24 * 60 }), { maxLength: 30 }),
        (shifts, minutes) => {
          const dates = datesBetween(FIRST, '2026-11-08');
          const anchors = dates.map((date, i) => dayAnchor(date, ZONE, shifts[i] ?? null));
          const punches = minutes.map((m) => base + m * MINUTE);
          const byDay = assignPunches(anchors, punches);
          const given = dates.flatMap((date) => byDay.get(date)!);
          expect(given).toEqual([...punches].sort((a, b) => a - b));
          const range = () =>
            dates.map((date, i) =>
              computeAttendanceDay({
                date,
                zone: ZONE,
                kind: 'workday',
                shift: shifts[i] ?? null,
                punches: byDay.get(date)!,
              }),
            );
          expect(range()).toEqual(range());
        },
      ),
      { numRuns: 200 },
    );
  });
});
