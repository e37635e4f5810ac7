import type { EntityDescriptor } from './entityDescriptorSchema';

/**
 * The columns a list may be sorted by, for the API (which refuses the others with 422), the grid
 * (which offers sorting on these headers only) and schema sync (which backs each with an index):
 * `id`, the default sort's column and the descriptor's `list.sortable` (docs/guide-admin-screen.md,
 * "Sortable columns").
 * @example sortableColumns(lead) // Set { 'id', 'updated_at', 'subject', 'expected_amount', ... }
 */
export function sortableColumns(d: EntityDescriptor): ReadonlySet<string> {
  return new Set(['id', d.list.defaultSort.replace(/^-/, ''), ...(d.list.sortable ?? [])]);
}
