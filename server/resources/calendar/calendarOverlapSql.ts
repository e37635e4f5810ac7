import { createHash } from 'node:crypto';
import { type RawBuilder, sql } from 'kysely';
import type { EntityDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import type { CalendarWindow, WindowBound } from './CalendarWindow';

/**
 * A row's span as a range value: from its start to its end, a row without an end (or with an
 * end before its start) being its start alone. Inclusive at both ends: a `date` end is the
 * last day of the row; a `datetime` end is trimmed by the exact check in overlapCondition.
 * The GiST index (calendarIndexes) is on this very expression, so the planner uses it.
 */
function spanExpression(d: EntityDescriptor, column: (name: string) => string): string {
  const c = d.calendar!;
  const start = column(c.start);
  const kind = d.fields[c.start]?.type === 'date' ? 'daterange' : 'tstzrange';
  return `${kind}(${start}, greatest(coalesce(${column(c.end!)}, ${start}), ${start}), '[]')`;
}

function boundSql(window: CalendarWindow, bound: WindowBound): RawBuilder<unknown> {
  if (window.kind === 'date') return sql`${bound.text}::date`;
  // A local time is read in the organisation's zone by PostgreSQL itself (daylight saving included).
  return bound.local
    ? sql`(${bound.text}::timestamp at time zone ${window.timeZone})`
    : sql`${bound.text}::timestamptz`;
}

/**
 * The rows that overlap the window `[from, to)`: they start before `to` and end at or after
 * `from` (a `date` end is inclusive). A `datetime` row ending exactly at `from` is not in the
 * window, unless it is an instant there. Rows without a start are never on a calendar.
 * @example sql`where ${overlapCondition(descriptor, window)}`
 */
export function overlapCondition(d: EntityDescriptor, window: CalendarWindow): RawBuilder<unknown> {
  const c = d.calendar!;
  const start = sql`t.${sql.id(c.start)}`;
  const from = boundSql(window, window.from);
  const to = boundSql(window, window.to);
  if (!c.end) return sql`(${start} >= ${from} and ${start} < ${to})`;
  const span = sql.raw(spanExpression(d, (name) => `t."${name}"`));
  const range =
    window.kind === 'date' ? sql`daterange(${from}, ${to}, '[)')` : sql`tstzrange(${from}, ${to}, '[)')`;
  const end = sql`coalesce(t.${sql.id(c.end)}, ${start})`;
  const exact = window.kind === 'date' ? sql`` : sql` and (${end} > ${from} or ${start} >= ${from})`;
  return sql`(${start} is not null and ${span} && ${range}${exact})`;
}

/**
 * The index a calendar with an end reads through: GiST on the rows' spans (overlap is what
 * it answers), live rows only, as lists read them. A calendar without an end reads a b-tree
 * on its start, which desiredIndexes adds as an ordinary index.
 */
export function calendarIndexes(d: EntityDescriptor): Array<{ name: string; sql: string }> {
  const c = d.calendar;
  if (!c?.end) return [];
  let name = `${d.table}_${c.start}_${c.end}_span`;
  if (name.length > 63)
    name = `${name.slice(0, 50)}_${createHash('sha1').update(name).digest('hex').slice(0, 7)}_span`;
  const span = spanExpression(d, (field) => `"${field}"`);
  return [
    {
      name,
      sql: `create index if not exists "${name}" on "${d.table}" using gist ((${span})) where "deleted_at" is null`,
    },
  ];
}
