import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import type { EntityValues } from '../data/entityApi';
import { fieldsOf } from '../format/fieldLabels';

export type FormValues = Record<string, unknown>;

/**
 * A row (or, for a new record, the descriptor's defaults) as form data: only
 * writable fields, empty values left out (the form shows them blank), JSON as text.
 */
export function formValuesOf(
  descriptor: EntityDescriptor,
  row: Readonly<Record<string, unknown>> | null,
): FormValues {
  const values: FormValues = {};
  for (const [name, field] of Object.entries(fieldsOf(descriptor))) {
    if (field.readOnly) continue;
    // A new record's form starts with no fields (what the designer shows as empty).
    const value = row ? row[name] : field.type === 'formDefinition' ? { fields: [] } : field.default;
    if (value === null || value === undefined) continue;
    values[name] = field.type === 'json' ? JSON.stringify(value, null, 2) : value;
  }
  return values;
}

/**
 * Form data as a request body. An update sends null for a field the user
 * cleared (so the server clears it); a create leaves blank fields out.
 * @example bodyOf(lead, formData, original)
 */
export function bodyOf(
  descriptor: EntityDescriptor,
  values: FormValues,
  original: FormValues | null,
  fixed: Readonly<Record<string, unknown>> = {},
): EntityValues {
  const body: EntityValues = {};
  for (const [name, field] of Object.entries(fieldsOf(descriptor))) {
    if (field.readOnly) continue;
    if (name in fixed) {
      body[name] = fixed[name];
      continue;
    }
    const value = values[name];
    if (value === undefined || value === '') {
      if (original && original[name] !== undefined) body[name] = null;
      continue;
    }
    body[name] = field.type === 'json' && typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  }
  return body;
}

/** Same data? (The form's object order and undefined keys do not matter.) */
export function sameValues(a: FormValues, b: FormValues): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const left = a[key] === '' ? undefined : a[key];
    const right = b[key] === '' ? undefined : b[key];
    if (JSON.stringify(left) !== JSON.stringify(right)) return false;
  }
  return true;
}
