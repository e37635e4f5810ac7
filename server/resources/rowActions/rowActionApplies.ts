import type { RowActionDescriptor } from '../../../schemas/core/entityDescriptorSchema';

/**
 * Whether a row action's `when` holds for a row (no `when`: always). Numbers compare by value,
 * so a decimal read as text ("1.50") equals 1.5; null matches a missing value.
 * @example rowActionApplies({ key: 'activate', when: { field: 'is_active', equals: false }, ... }, row)
 */
export function rowActionApplies(
  action: RowActionDescriptor,
  row: Readonly<Record<string, unknown>>,
): boolean {
  if (!action.when) return true;
  const value = row[action.when.field];
  const wanted = action.when.equals;
  if (wanted === null) return value === null || value === undefined;
  if (typeof wanted === 'number' && (typeof value === 'string' || typeof value === 'number'))
    return Number(value) === wanted;
  return value === wanted;
}
