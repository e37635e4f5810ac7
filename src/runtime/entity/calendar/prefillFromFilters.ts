import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import type { FilterValue } from '../data/ListQuery';
import { fieldOf } from '../format/fieldLabels';

/**
 * What a new record takes from the filters the user has set: one value chosen for a
 * reference, an enum or a yes/no field (a region picked above the calendar is the new
 * holiday's region). Ranges, several values and "not set" give nothing.
 * @example prefillFromFilters(holidays, { region: '3', kind: 'holiday,workday' }) // { region: 3 }
 */
export function prefillFromFilters(
  descriptor: EntityDescriptor,
  filters: Readonly<Record<string, FilterValue>>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(filters)) {
    const field = fieldOf(descriptor, name);
    if (!field || field.readOnly || typeof value !== 'string' || value === 'null' || value.includes(','))
      continue;
    if (field.type === 'reference' && /^[1-9]\d{0,9}$/.test(value)) values[name] = Number(value);
    else if (field.type === 'enum' && field.options?.includes(value)) values[name] = value;
    else if (field.type === 'boolean' && (value === 'true' || value === 'false'))
      values[name] = value === 'true';
  }
  return values;
}
