import type { RowActionDescriptor } from '../../../schemas/core/entityDescriptorSchema';

type RowCondition = NonNullable<RowActionDescriptor['when']>;

/**
 * Whether a row condition holds (a row action's `when`, a descriptor's `editableWhen`; none:
 * always). Numbers compare by value, so a decimal read as text ("1.50") equals 1.5; null
 * matches a missing value.
 * @example rowConditionHolds({ field: 'status', equals: 'draft' }, row)
 */
export function rowConditionHolds(
  when: RowCondition | undefined,
  row: Readonly<Record<string, unknown>>,
): boolean {
  if (!when) return true;
  const value = row[when.field];
  const wanted = when.equals;
  if (wanted === null) return value === null || value === undefined;
  if (typeof wanted === 'number' && (typeof value === 'string' || typeof value === 'number'))
    return Number(value) === wanted;
  return value === wanted;
}

/**
 * Whether a row action's `when` holds for a row (no `when`: always).
 * @example rowActionApplies({ key: 'activate', when: { field: 'is_active', equals: false }, ... }, row)
 */
export function rowActionApplies(
  action: RowActionDescriptor,
  row: Readonly<Record<string, unknown>>,
): boolean {
  return rowConditionHolds(action.when, row);
}
