import { describe, expect, it } from 'vitest';
import { validateEntityDescriptors } from './validateEntityDescriptors';

/** A booking entity with every kind of field a calendar section may name. */
function booking(calendar: Record<string, unknown>) {
  return {
    id: 'as.booking',
    module: 'as',
    title: 'as:entities.booking.title',
    api: '/api/as/booking',
    table: 'as_bookings',
    permission: 'as.use.booking',
    actions: ['view', 'create', 'edit'],
    labelField: 'subject',
    fields: {
      subject: { type: 'string', title: 'as:fields.subject', required: true },
      starts_at: { type: 'datetime', title: 'as:fields.startsAt', required: true },
      ends_at: { type: 'datetime', title: 'as:fields.endsAt' },
      day: { type: 'date', title: 'as:fields.day' },
      whole_day: { type: 'boolean', title: 'as:fields.wholeDay' },
      status: { type: 'enum', title: 'as:fields.status', options: ['booked', 'cancelled'] },
      colour: { type: 'string', title: 'as:fields.colour', format: 'color' },
      seats: { type: 'integer', title: 'as:fields.seats' },
      extra: { type: 'json', title: 'as:fields.extra' },
    },
    list: { columns: ['subject'], defaultSort: 'starts_at' },
    calendar,
  };
}

const problemsOf = (calendar: Record<string, unknown>) =>
  validateEntityDescriptors([{ file: 'booking.entity.json', data: booking(calendar) }]).problems.map(
    (p) => `${p.file} ${p.pointer}: ${p.message}`,
  );

describe('the calendar section of a descriptor', () => {
  it('accepts a datetime range with an all-day flag, a title and colours by enum', () => {
    expect(
      problemsOf({
        start: 'starts_at',
        end: 'ends_at',
        title: 'subject',
        allDay: 'whole_day',
        color: 'status',
        colors: { booked: '#1677ff' },
        initialView: 'week',
      }),
    ).toEqual([]);
    expect(problemsOf({ start: 'day', color: 'colour' })).toEqual([]);
  });

  it('names the file and pointer of each field that does not exist or does not fit', () => {
    expect(
      problemsOf({ start: 'seats', end: 'gone', title: 'extra', allDay: 'status', color: 'seats' }),
    ).toEqual([
      'booking.entity.json /calendar/start: a calendar starts at a date or datetime field; "seats" is integer',
      'booking.entity.json /calendar/end: names the field "gone", which does not exist',
      'booking.entity.json /calendar/title: an event cannot be titled by a json field',
      'booking.entity.json /calendar/allDay: must name a boolean field',
      'booking.entity.json /calendar/color: colours come from an enum, a reference or a colour (format "color") field',
    ]);
  });

  it('refuses an end of another type, an all-day flag on dates and colours for a non-enum', () => {
    expect(
      problemsOf({
        start: 'day',
        end: 'ends_at',
        allDay: 'whole_day',
        color: 'colour',
        colors: { x: '#000000' },
      }),
    ).toEqual([
      'booking.entity.json /calendar/end: must have the start\'s type (date); "ends_at" is datetime',
      'booking.entity.json /calendar/allDay: a calendar of date fields is all-day already; allDay is for datetime fields',
      'booking.entity.json /calendar/colors: only a calendar coloured by an enum has colors',
    ]);
    expect(
      problemsOf({ start: 'starts_at', end: 'starts_at', color: 'status', colors: { lost: '#000000' } }),
    ).toEqual([
      'booking.entity.json /calendar/end: must be another field than the start',
      'booking.entity.json /calendar/colors/lost: "lost" is not an option of "status"',
    ]);
  });

  it('refuses unknown properties and malformed colours by the meta-schema, with their pointers', () => {
    expect(problemsOf({ start: 'day', view: 'month' })).toEqual([
      'booking.entity.json /calendar/view: is not a known property',
    ]);
    expect(problemsOf({ start: 'day', color: 'status', colors: { booked: 'red' } })).toEqual([
      'booking.entity.json /calendar/colors/booked: must match pattern "^#[0-9a-fA-F]{6}$"',
    ]);
    expect(problemsOf({ start: 'day', initialView: 'year' })[0]).toContain('/calendar/initialView');
  });
});
