import type { EntityDescriptor, FieldDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import { ValidationFailed } from '../../http/HttpError';
import { type Language, translate } from '../../http/translate';
import type { CalendarWindow, WindowBound } from './CalendarWindow';

/** The widest window one call may ask for: a year and a bit (a month view is 42 days). */
export const MAX_WINDOW_DAYS = 400;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

function firstOf(value: unknown): string | undefined {
  if (Array.isArray(value)) return typeof value[0] === 'string' ? value[0] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** A real calendar day (2026-02-30 is not): the date round-trips through UTC unchanged. */
function isDay(text: string): boolean {
  const date = new Date(`${text.slice(0, 10)}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text.slice(0, 10);
}

function parseBound(kind: CalendarWindow['kind'], raw: string | undefined): WindowBound | undefined {
  if (raw === undefined) return undefined;
  if (kind === 'date') return DAY.test(raw) && isDay(raw) ? { text: raw, local: true } : undefined;
  if (DAY.test(raw) || LOCAL_TIME.test(raw)) return isDay(raw) ? { text: raw, local: true } : undefined;
  return INSTANT.test(raw) && isDay(raw) && !Number.isNaN(Date.parse(raw))
    ? { text: raw, local: false }
    : undefined;
}

/**
 * An approximate position in ms, to order the bounds and measure the window; a local time
 * is taken as UTC, which is off by the zone's offset at most (hours, against a limit of days).
 */
function roughMs(bound: WindowBound): number {
  if (!bound.local) return Date.parse(bound.text);
  return Date.parse(bound.text.length === 10 ? `${bound.text}T00:00:00Z` : `${bound.text}Z`);
}

/**
 * Reads `start` and `end` of a calendar call for the descriptor's calendar: both present,
 * typed as its start field, start before end, and at most MAX_WINDOW_DAYS apart. 422 with
 * the caller's language otherwise.
 * @example parseCalendarWindow(d, { start: '2026-11-01', end: '2026-12-01' }, 'en', 'Asia/Taipei')
 */
export function parseCalendarWindow(
  d: EntityDescriptor,
  query: Record<string, unknown>,
  lang: Language,
  timeZone: string,
): CalendarWindow {
  const startField = (d.fields as Record<string, FieldDescriptor>)[d.calendar!.start]!;
  const kind = startField.type === 'date' ? 'date' : 'datetime';
  const from = parseBound(kind, firstOf(query.start));
  const to = parseBound(kind, firstOf(query.end));
  const errors: Record<string, string[]> = {};
  const invalid = (key: string) => [translate(lang, 'validation:rules.invalid', { attribute: key })];
  if (!from) errors.start = invalid('start');
  if (!to) errors.end = invalid('end');
  if (from && to) {
    const span = roughMs(to) - roughMs(from);
    if (span <= 0 || span > MAX_WINDOW_DAYS * 86_400_000)
      errors.end = [translate(lang, 'resources:calendar.window', { days: MAX_WINDOW_DAYS })];
  }
  if (Object.keys(errors).length > 0 || !from || !to)
    throw new ValidationFailed(translate(lang, 'validation:failed'), errors);
  return { kind, from, to, timeZone };
}
