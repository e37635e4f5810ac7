import type { EntityDescriptor, FieldDescriptor } from './entityDescriptorSchema';

/**
 * The checks of a `matrix` section that the meta-schema cannot express: its row is a
 * reference, its value a reference or an enum, the days come from a calendar of one date field,
 * and one record per row and day is enforced (`uniqueTogether`), so a cell is one record.
 * @example matrixProblems(descriptor) // [{ pointer: '/matrix/row', message: '…' }]
 */
export function matrixProblems(d: EntityDescriptor): Array<{ pointer: string; message: string }> {
  const m = d.matrix;
  if (!m) return [];
  const problems: Array<{ pointer: string; message: string }> = [];
  const add = (pointer: string, message: string) => problems.push({ pointer, message });
  const fields = d.fields as Record<string, FieldDescriptor>;
  const row = Object.hasOwn(fields, m.row) ? fields[m.row] : undefined;
  if (row?.type !== 'reference')
    add('/matrix/row', `must name a reference field; "${m.row}" is ${row?.type ?? 'no field'}`);
  const value = Object.hasOwn(fields, m.value) ? fields[m.value] : undefined;
  if (value?.type !== 'reference' && value?.type !== 'enum')
    add('/matrix/value', `must name a reference or enum field; "${m.value}" is ${value?.type ?? 'no field'}`);
  const start = d.calendar?.start;
  if (!start || fields[start]?.type !== 'date' || d.calendar?.end !== undefined)
    add('/matrix', 'needs a calendar whose start is a date field, without an end: one record per day');
  else if (
    !(d.uniqueTogether ?? []).some(
      (group) => group.length === 2 && group.includes(m.row) && group.includes(start),
    )
  )
    add('/matrix', `needs uniqueTogether ["${m.row}", "${start}"]: one record per row and day`);
  return problems;
}
