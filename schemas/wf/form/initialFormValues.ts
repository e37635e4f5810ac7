import type { FormDefinition } from '../formDefinition';

/**
 * The values a new application starts with: each field's designer default (money as a decimal
 * string), a table's minimum of empty rows. WfFormView starts an empty form with them.
 * @example initialFormValues({ fields: [{ key: 'days', type: 'number', label: { tw: '天數' }, default: 1 }] }) // { days: 1 }
 */
export function initialFormValues(form: FormDefinition): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of form.fields) {
    const rows = field.minRows ?? (field.required ? 1 : 0);
    if (field.type === 'table' && rows > 0) {
      values[field.key] = Array.from({ length: rows }, () => {
        const row: Record<string, unknown> = {};
        for (const column of field.columns ?? [])
          if (column.default !== undefined)
            row[column.key] = column.type === 'money' ? String(column.default) : column.default;
        return row;
      });
      continue;
    }
    if (field.default === undefined || ['heading', 'computed', 'table'].includes(field.type)) continue;
    const d = field.default;
    if (field.type === 'money') values[field.key] = String(d);
    else if (field.type === 'multiSelect') values[field.key] = [String(d)];
    else values[field.key] = d;
  }
  return values;
}
