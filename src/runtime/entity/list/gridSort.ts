import type { ColumnState } from 'ag-grid-community';

/** The API allows at most three sort keys. */
export const MAX_SORT_KEYS = 3;

/**
 * The grid's sorted columns as the API's `sort` parameter, in sort order.
 * @example sortFromColumnState([{ colId: 'name', sort: 'desc', sortIndex: 0 }]) // '-name'
 */
export function sortFromColumnState(state: readonly ColumnState[]): string {
  return state
    .filter((c) => c.sort === 'asc' || c.sort === 'desc')
    .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0))
    .slice(0, MAX_SORT_KEYS)
    .map((c) => (c.sort === 'desc' ? `-${c.colId}` : c.colId))
    .join(',');
}

/**
 * The API's `sort` parameter as column state for the grid's headers.
 * @example columnStateFromSort('-updated_at,name') // [{colId:'updated_at',sort:'desc',sortIndex:0}, …]
 */
export function columnStateFromSort(sort: string): ColumnState[] {
  return sort
    .split(',')
    .filter(Boolean)
    .slice(0, MAX_SORT_KEYS)
    .map((part, sortIndex) => ({
      colId: part.replace(/^-/, ''),
      sort: part.startsWith('-') ? ('desc' as const) : ('asc' as const),
      sortIndex,
    }));
}
