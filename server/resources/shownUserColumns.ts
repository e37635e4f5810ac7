import type { EntityDescriptor } from '../../schemas/core/entityDescriptorSchema';

/** The system columns that hold a user's id, shown by name wherever a screen shows them. */
export const USER_COLUMNS = ['created_by', 'updated_by'] as const;
export type UserColumn = (typeof USER_COLUMNS)[number];

/**
 * The user columns (`created_by`, `updated_by`) a descriptor's screens show: its list columns,
 * phone cards, filters and detail sections. Only those are joined to the users' names
 * (`created_by_label`), so a list that never shows them pays nothing for it.
 * @example shownUserColumns(versionDescriptor) // ['created_by']
 */
export function shownUserColumns(d: EntityDescriptor): UserColumn[] {
  const shown = new Set<string>([
    ...(d.list?.columns ?? []),
    ...(d.list?.cardFields ?? []),
    ...(d.list?.filters ?? []),
    ...(d.detail?.sections ?? []).flatMap((s) => s.fields ?? []),
  ]);
  return USER_COLUMNS.filter((c) => shown.has(c));
}
