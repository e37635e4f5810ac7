import type { EntityDescriptor, FieldDescriptor } from '../../schemas/core/entityDescriptorSchema';
import type { Row } from './EntityStore';
import { localiseLabels } from './richtext/localiseLabels';

/**
 * A database row as the API shows it: ISO timestamps, decimals as numbers, and what the caller
 * may do with it; with the reader's `lang`, labels of i18nText fields in that language.
 */
export function serializeRow(
  d: EntityDescriptor,
  row: Row,
  allowedActions?: readonly string[],
  lang?: string,
): Row {
  const out: Row = {};
  const fields = d.fields as Record<string, FieldDescriptor>;
  for (const [key, value] of Object.entries(row)) {
    if (value instanceof Date) out[key] = value.toISOString();
    else if (typeof value === 'string' && (fields[key]?.type === 'decimal' || fields[key]?.type === 'number'))
      out[key] = Number(value);
    else out[key] = value;
  }
  if (allowedActions) out.allowedActions = allowedActions;
  if (lang) localiseLabels(d, out, lang);
  return out;
}
