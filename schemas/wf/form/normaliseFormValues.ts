import type { FormDefinition, FormField, TableColumn } from '../formDefinition';

type Cell = FormField | TableColumn;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One value tidied: text trimmed, blanks gone (undefined), money numbers as decimal strings. */
export function normaliseCell(field: Cell, value: unknown): unknown {
  if (value === null || value === undefined) return field.type === 'checkbox' ? false : undefined;
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'date':
    case 'time':
    case 'select':
    case 'money': {
      if (field.type === 'money' && typeof value === 'number' && Number.isFinite(value)) return String(value);
      if (typeof value !== 'string') return value;
      const text = value.trim();
      return text === '' ? undefined : text;
    }
    default:
      return value;
  }
}

function normaliseField(field: FormField, value: unknown): unknown {
  switch (field.type) {
    case 'dateRange': {
      if (value === null || value === undefined) return undefined;
      if (!isPlainObject(value)) return value;
      const range: Record<string, unknown> = {};
      for (const end of ['start', 'end'] as const) {
        const text = typeof value[end] === 'string' ? (value[end] as string).trim() : value[end];
        if (text !== undefined && text !== null && text !== '') range[end] = text;
      }
      return Object.keys(range).length === 0 ? undefined : range;
    }
    case 'multiSelect':
    case 'file':
      if (value === null || value === undefined) return undefined;
      return Array.isArray(value) && value.length === 0 ? undefined : value;
    case 'table': {
      if (value === null || value === undefined) return undefined;
      if (!Array.isArray(value)) return value;
      if (value.length === 0) return undefined;
      const columns = field.columns ?? [];
      return value.map((row) => {
        if (!isPlainObject(row)) return row;
        const clean: Record<string, unknown> = {};
        for (const column of columns) {
          const cell = normaliseCell(column, row[column.key]);
          if (cell !== undefined) clean[column.key] = cell;
        }
        return clean;
      });
    }
    default:
      return normaliseCell(field, value);
  }
}

/**
 * An application's values as the form's logic and checks read them: only the form's own keys
 * (headings and computed fields hold nothing a user gives), text trimmed, blanks removed, an
 * unticked checkbox `false`, money given as a number turned into its decimal string. The same
 * on both sides, so a condition on `checkbox eq false` behaves alike in the browser and on the server.
 */
export function normaliseFormValues(form: FormDefinition, input: unknown): Record<string, unknown> {
  const source = isPlainObject(input) ? input : {};
  const out: Record<string, unknown> = {};
  for (const field of form.fields) {
    if (field.type === 'heading' || field.type === 'computed') continue;
    const value = normaliseField(field, Object.hasOwn(source, field.key) ? source[field.key] : undefined);
    if (value !== undefined) out[field.key] = value;
  }
  return out;
}
