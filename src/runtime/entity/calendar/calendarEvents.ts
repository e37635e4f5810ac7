import type { EventInput } from '@fullcalendar/core';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import type { EntityRow } from '../data/EntityRow';
import { fieldOf } from '../format/fieldLabels';
import { rowColor } from './calendarColor';
import { addDays, instantOf, wallClockOf, wallTextOf } from '../../../../schemas/core/zonedTime';

/** What the calendar needs of a descriptor's `calendar` section, with the types resolved. */
export interface CalendarShape {
  /** `date`: whole days; `datetime`: instants shown in `zone`. */
  kind: 'date' | 'datetime';
  start: string;
  end: string | undefined;
  allDay: string | undefined;
  title: string;
}

/** @example calendarShape(holidays) // { kind: 'date', start: 'date', end: undefined, allDay: undefined, title: 'name' } */
export function calendarShape(descriptor: EntityDescriptor): CalendarShape {
  const c = descriptor.calendar!;
  return {
    kind: fieldOf(descriptor, c.start)?.type === 'date' ? 'date' : 'datetime',
    start: c.start,
    end: c.end,
    allDay: c.allDay,
    title: c.title ?? descriptor.labelField,
  };
}

const day = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : null);
/** The later of two `YYYY-MM-DD` days (texts, so Math.max does not apply). */
const laterDay = (a: string, b: string) => (a.localeCompare(b) < 0 ? b : a);

/**
 * A row as a FullCalendar event. The calendar runs in UTC coordinates and gets wall-clock
 * texts in the organisation's zone, so it draws each time where the organisation reads it
 * whatever the browser's zone. A `date` end is inclusive in the row, exclusive for the
 * calendar (one day added). The row may be moved only when the API allows its edit.
 */
export function eventOf(
  shape: CalendarShape,
  descriptor: EntityDescriptor,
  row: EntityRow,
  zone: string,
  title: string,
): EventInput | null {
  const editable = (row.allowedActions ?? []).includes('edit');
  const color = rowColor(descriptor, row);
  const base: EventInput = {
    id: String(row.id),
    title,
    startEditable: editable,
    durationEditable: editable && shape.end !== undefined,
    extendedProps: { row },
    ...(color ? { backgroundColor: color, borderColor: color } : {}),
  };
  const start = row[shape.start];
  if (typeof start !== 'string' || start === '') return null;
  const end = row[shape.end ?? ''];
  if (shape.kind === 'date') {
    const last = day(end) ?? day(start)!;
    return {
      ...base,
      allDay: true,
      start: day(start)!,
      end: addDays(laterDay(last, day(start)!), 1),
    };
  }
  const wallStart = wallClockOf(start, zone);
  const wallEnd = typeof end === 'string' && end !== '' ? wallClockOf(end, zone) : undefined;
  if (shape.allDay && row[shape.allDay] === true) {
    const lastDay = (wallEnd ?? wallStart).slice(0, 10);
    return { ...base, allDay: true, start: wallStart.slice(0, 10), end: addDays(lastDay, 1) };
  }
  return { ...base, allDay: false, start: wallStart, ...(wallEnd ? { end: wallEnd } : {}) };
}

/** Where an event was moved or resized to, as the calendar reports it. */
export interface EventPlace {
  start: Date;
  end: Date | null;
  allDay: boolean;
}

/**
 * The values to save when an event lands at `place`: the start (and the end, when the
 * entity has one: kept empty when it was, unless the event was resized), as dates, or as
 * instants read in the organisation's zone, and the all-day flag when there is one.
 * @example movedValues(shape, row, { start: new Date('2026-10-11T00:00:00Z'), end: null, allDay: true }, 'Asia/Taipei') // { date: '2026-10-11' }
 */
export function movedValues(
  shape: CalendarShape,
  row: EntityRow,
  place: EventPlace,
  zone: string,
  resized = false,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const hadEnd = shape.end !== undefined && row[shape.end] !== null && row[shape.end] !== undefined;
  const keepEnd = shape.end !== undefined && (hadEnd || resized) && place.end !== null;
  if (shape.kind === 'date' || place.allDay) {
    const first = wallTextOf(place.start).slice(0, 10);
    // The calendar's end is the day after the last one.
    const last = place.end ? addDays(wallTextOf(place.end).slice(0, 10), -1) : first;
    if (shape.kind === 'date') {
      values[shape.start] = first;
      if (keepEnd) values[shape.end!] = laterDay(last, first);
    } else {
      values[shape.start] = instantOf(`${first}T00:00:00`, zone);
      if (keepEnd) values[shape.end!] = instantOf(`${last}T23:59:59`, zone);
    }
  } else {
    values[shape.start] = instantOf(wallTextOf(place.start), zone);
    if (keepEnd) values[shape.end!] = instantOf(wallTextOf(place.end!), zone);
  }
  if (shape.allDay) values[shape.allDay] = place.allDay;
  return values;
}

/**
 * The values a new record starts with when the user selects a span on the calendar (its
 * end exclusive, as the calendar gives it).
 * @example slotValues(shape, { start: new Date('2026-10-10T00:00:00Z'), end: new Date('2026-10-11T00:00:00Z'), allDay: true }, 'Asia/Taipei') // { date: '2026-10-10' }
 */
export function slotValues(shape: CalendarShape, slot: EventPlace, zone: string): Record<string, unknown> {
  return movedValues(shape, { id: 0 } as EntityRow, slot, zone, true);
}
