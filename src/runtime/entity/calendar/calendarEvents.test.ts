import { describe, expect, it } from 'vitest';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import type { EntityRow } from '../data/EntityRow';
import { rowColor } from './calendarColor';
import { calendarShape, eventOf, movedValues, slotValues } from './calendarEvents';
import { prefillFromFilters } from './prefillFromFilters';
import { addDays, instantOf, wallClockOf } from '../../../../schemas/core/zonedTime';

const holidays = {
  id: 'sc.calendarEvent',
  labelField: 'name',
  fields: {
    region: { type: 'reference', reference: 'sc.calendarRegion', title: 'sc:r' },
    date: { type: 'date', title: 'sc:d', required: true },
    year: { type: 'integer', title: 'sc:y', readOnly: true },
    name: { type: 'string', title: 'sc:n' },
    kind: { type: 'enum', title: 'sc:k', options: ['holiday', 'workday'] },
  },
  calendar: { start: 'date', title: 'name', color: 'kind', colors: { holiday: '#cf1322' } },
} as unknown as EntityDescriptor;

const bookings = {
  id: 'as.booking',
  labelField: 'name',
  fields: {
    name: { type: 'string', title: 'as:n' },
    room: { type: 'reference', reference: 'as.room', title: 'as:r' },
    starts_at: { type: 'datetime', title: 'as:s' },
    ends_at: { type: 'datetime', title: 'as:e' },
    whole_day: { type: 'boolean', title: 'as:w' },
  },
  calendar: { start: 'starts_at', end: 'ends_at', allDay: 'whole_day', color: 'room' },
} as unknown as EntityDescriptor;

const row = (values: Record<string, unknown>, actions = ['view', 'edit']) =>
  ({ id: 7, version: 3, allowedActions: actions, ...values }) as unknown as EntityRow;

describe('the time zone of the organisation', () => {
  it('turns instants into its wall clock and back, across daylight saving', () => {
    expect(wallClockOf('2026-11-01T17:00:00Z', 'Asia/Taipei')).toBe('2026-11-02T01:00:00');
    expect(instantOf('2026-11-02T01:00:00', 'Asia/Taipei')).toBe('2026-11-01T17:00:00.000Z');
    // New York leaves daylight saving on 1 November 2026 at 2 am.
    expect(instantOf('2026-10-31T12:00:00', 'America/New_York')).toBe('2026-10-31T16:00:00.000Z');
    expect(instantOf('2026-11-02T12:00:00', 'America/New_York')).toBe('2026-11-02T17:00:00.000Z');
    // 2:30 am on 8 March 2026 does not exist there: it moves forward to 3:30 daylight time.
    expect(instantOf('2026-03-08T02:30:00', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('rows as calendar events', () => {
  it('shows a holiday as one all-day event, coloured by its kind, movable only when editable', () => {
    const shape = calendarShape(holidays);
    expect(shape).toMatchObject({ kind: 'date', start: 'date', end: undefined, title: 'name' });
    const event = eventOf(
      shape,
      holidays,
      row({ date: '2026-10-10', kind: 'holiday' }),
      'Asia/Taipei',
      'National Day',
    );
    expect(event).toMatchObject({
      id: '7',
      title: 'National Day',
      allDay: true,
      start: '2026-10-10',
      end: '2026-10-11',
      startEditable: true,
      durationEditable: false,
      backgroundColor: '#cf1322',
    });
    const readOnly = eventOf(shape, holidays, row({ date: '2026-10-10' }, ['view']), 'UTC', 'x');
    expect(readOnly?.startEditable).toBe(false);
    expect(eventOf(shape, holidays, row({ date: null }), 'UTC', 'x')).toBeNull();
    expect(rowColor(holidays, row({ kind: 'workday' }))).toBe('#389e0d');
  });

  it('shows bookings at the organisation wall clock, all-day ones as whole days', () => {
    const shape = calendarShape(bookings);
    const timed = row({
      starts_at: '2026-11-01T17:00:00.000Z',
      ends_at: '2026-11-01T18:30:00.000Z',
      room: 9,
    });
    expect(eventOf(shape, bookings, timed, 'Asia/Taipei', 'Review')).toMatchObject({
      allDay: false,
      start: '2026-11-02T01:00:00',
      end: '2026-11-02T02:30:00',
      durationEditable: true,
    });
    const allDay = row({
      starts_at: '2026-11-01T16:00:00Z',
      ends_at: '2026-11-03T15:59:59Z',
      whole_day: true,
    });
    expect(eventOf(shape, bookings, allDay, 'Asia/Taipei', 'Offsite')).toMatchObject({
      allDay: true,
      start: '2026-11-02',
      end: '2026-11-04',
    });
  });
});

describe('where a moved event or a selected span is saved', () => {
  it('moves a holiday to another day', () => {
    const shape = calendarShape(holidays);
    const place = {
      start: new Date('2026-10-12T00:00:00Z'),
      end: new Date('2026-10-13T00:00:00Z'),
      allDay: true,
    };
    expect(movedValues(shape, row({ date: '2026-10-10' }), place, 'Asia/Taipei')).toEqual({
      date: '2026-10-12',
    });
    expect(slotValues(shape, place, 'Asia/Taipei')).toEqual({ date: '2026-10-12' });
  });

  it('moves a booking as instants of the organisation zone, keeping an empty end empty', () => {
    const shape = calendarShape(bookings);
    const place = {
      start: new Date('2026-11-02T09:00:00Z'),
      end: new Date('2026-11-02T10:00:00Z'),
      allDay: false,
    };
    const withEnd = row({ starts_at: 'x', ends_at: 'y' });
    expect(movedValues(shape, withEnd, place, 'Asia/Taipei')).toEqual({
      starts_at: '2026-11-02T01:00:00.000Z',
      ends_at: '2026-11-02T02:00:00.000Z',
      whole_day: false,
    });
    expect(
      movedValues(shape, row({ starts_at: 'x', ends_at: null }), { ...place, end: null }, 'Asia/Taipei'),
    ).toEqual({
      starts_at: '2026-11-02T01:00:00.000Z',
      whole_day: false,
    });
    // A span of two whole days selected in the month view.
    const days = {
      start: new Date('2026-11-02T00:00:00Z'),
      end: new Date('2026-11-04T00:00:00Z'),
      allDay: true,
    };
    expect(slotValues(shape, days, 'Asia/Taipei')).toEqual({
      starts_at: '2026-11-01T16:00:00.000Z',
      ends_at: '2026-11-03T15:59:59.000Z',
      whole_day: true,
    });
  });

  it('starts a new record with the one value each filter holds', () => {
    expect(prefillFromFilters(holidays, { region: '3', kind: 'holiday,workday', year: '2026' })).toEqual({
      region: 3,
    });
    expect(prefillFromFilters(holidays, { kind: 'workday', region: 'null' })).toEqual({ kind: 'workday' });
  });
});
