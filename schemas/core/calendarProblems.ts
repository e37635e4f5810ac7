import type { EntityDescriptor, FieldDescriptor } from './entityDescriptorSchema';

/** One problem of a descriptor's `calendar` section, as a JSON pointer and a message. */
export interface CalendarProblem {
  pointer: string;
  message: string;
}

const DATED = new Set(['date', 'datetime']);

/**
 * The checks of a `calendar` section that the meta-schema cannot express: the fields it
 * names exist and have types that fit (a date or datetime start, an end of the same type,
 * a boolean all-day flag only on a datetime calendar, a colour from an enum, a reference or
 * a colour field, and `colors` only for the enum's own options).
 * @example calendarProblems(descriptor) // [{ pointer: '/calendar/start', message: '…' }]
 */
export function calendarProblems(d: EntityDescriptor): CalendarProblem[] {
  const c = d.calendar;
  if (!c) return [];
  const problems: CalendarProblem[] = [];
  const add = (pointer: string, message: string) => problems.push({ pointer, message });
  const fields = d.fields as Record<string, FieldDescriptor>;
  const field = (pointer: string, name: string): FieldDescriptor | undefined => {
    const found = Object.hasOwn(fields, name) ? fields[name] : undefined;
    if (!found) add(pointer, `names the field "${name}", which does not exist`);
    return found;
  };

  const start = field('/calendar/start', c.start);
  if (start && !DATED.has(start.type))
    add('/calendar/start', `a calendar starts at a date or datetime field; "${c.start}" is ${start.type}`);
  if (c.end !== undefined) {
    const end = field('/calendar/end', c.end);
    if (c.end === c.start) add('/calendar/end', 'must be another field than the start');
    else if (end && start && end.type !== start.type)
      add('/calendar/end', `must have the start's type (${start.type}); "${c.end}" is ${end.type}`);
  }
  if (c.title !== undefined) {
    const title = field('/calendar/title', c.title);
    if (title && (title.type === 'json' || title.type === 'references'))
      add('/calendar/title', `an event cannot be titled by a ${title.type} field`);
  }
  if (c.allDay !== undefined) {
    const allDay = field('/calendar/allDay', c.allDay);
    if (allDay && allDay.type !== 'boolean') add('/calendar/allDay', 'must name a boolean field');
    if (start?.type === 'date')
      add('/calendar/allDay', 'a calendar of date fields is all-day already; allDay is for datetime fields');
  }
  let colorField: FieldDescriptor | undefined;
  if (c.color !== undefined) {
    colorField = field('/calendar/color', c.color);
    const fits =
      colorField?.type === 'enum' ||
      colorField?.type === 'reference' ||
      (colorField?.type === 'string' && (colorField.format === 'color' || colorField.widget === 'color'));
    if (colorField && !fits)
      add('/calendar/color', 'colours come from an enum, a reference or a colour (format "color") field');
  }
  if (c.colors !== undefined) {
    if (colorField?.type !== 'enum')
      add('/calendar/colors', 'only a calendar coloured by an enum has colors');
    else
      for (const key of Object.keys(c.colors))
        if (!colorField.options?.includes(key))
          add(`/calendar/colors/${key}`, `"${key}" is not an option of "${c.color}"`);
  }
  return problems;
}
