import type { EntityDescriptor, FieldDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import { ValidationFailed } from '../../http/HttpError';
import { type Language, translate } from '../../http/translate';

/** A date (`YYYY-MM-DD`), a timestamp text or a Date as ms; null when there is none. */
function timeOf(value: unknown): number | null {
  if (value instanceof Date) return value.getTime();
  if (typeof value !== 'string' || value === '') return null;
  const ms = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * A calendar row must not end before it starts (it could not be drawn, and the window
 * query would read it as its start alone). `row` is the row as it will be stored.
 * @returns the end field and a translated message, or null when the row is fine
 */
export function calendarRangeProblem(
  d: EntityDescriptor,
  row: Readonly<Record<string, unknown>>,
  lang: Language,
): { field: string; message: string } | null {
  const c = d.calendar;
  if (!c?.end) return null;
  const start = timeOf(row[c.start]);
  const end = timeOf(row[c.end]);
  if (start === null || end === null || end >= start) return null;
  const fields = d.fields as Record<string, FieldDescriptor>;
  const title = (name: string) => (fields[name] ? translate(lang, fields[name].title) : name);
  return {
    field: c.end,
    message: translate(lang, 'resources:calendar.endBeforeStart', {
      start: title(c.start),
      end: title(c.end),
    }),
  };
}

/** 422 on the end field when the row as it will be stored ends before it starts. */
export function checkCalendarRange(
  d: EntityDescriptor,
  row: Readonly<Record<string, unknown>>,
  lang: Language,
): void {
  const problem = calendarRangeProblem(d, row, lang);
  if (problem)
    throw new ValidationFailed(translate(lang, 'validation:failed'), { [problem.field]: [problem.message] });
}
