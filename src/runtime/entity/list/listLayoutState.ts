import type { ColumnState } from 'ag-grid-community';
import type { ListLayout } from '../../../../schemas/core/listLayoutSchema';

/** Server bounds of a stored width (schemas/core/listLayoutSchema). */
const WIDTH_MIN = 40;
const WIDTH_MAX = 1200;

/**
 * The grid's column state as the layout kept on the server: every column in display order,
 * hidden ones marked, a width only for the columns the user sized themselves (the others fit
 * their content again on the next visit), and the sort.
 * @example layoutFromColumnState(grid.getColumnState(), new Set(['subject']))
 * // { columns: [{ colId: 'subject', width: 320 }, { colId: 'status', hide: true }], sort: [] }
 */
export function layoutFromColumnState(
  state: readonly ColumnState[],
  userSized: ReadonlySet<string>,
): ListLayout {
  const columns = state.map(({ colId, width, hide }) => ({
    colId,
    ...(userSized.has(colId) && typeof width === 'number'
      ? { width: Math.min(WIDTH_MAX, Math.max(WIDTH_MIN, Math.round(width))) }
      : {}),
    ...(hide ? { hide: true } : {}),
  }));
  const sort = state
    .filter((c) => c.sort === 'asc' || c.sort === 'desc')
    .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0))
    .slice(0, 3)
    .map((c) => ({ colId: c.colId, sort: c.sort === 'desc' ? ('desc' as const) : ('asc' as const) }));
  return { columns, sort };
}

/**
 * A kept layout as grid column state (order, widths, hidden), leaving out columns the list no
 * longer shows. The sort is applied separately, from the list's query.
 * @example columnStateFromLayout(layout, ['subject', 'status', '__actions'])
 */
export function columnStateFromLayout(layout: ListLayout, known: readonly string[]): ColumnState[] {
  const shown = new Set(known);
  return layout.columns
    .filter((c) => shown.has(c.colId))
    .map((c) => ({ colId: c.colId, hide: c.hide ?? false, ...(c.width ? { width: c.width } : {}) }));
}

/**
 * The layout's sort in the API's `sort` parameter form, or '' when it has none. Given the
 * sortable columns, a saved sort on a column no longer sortable is left out (the API would refuse it).
 * @example sortOfLayout({ columns: [], sort: [{ colId: 'amount', sort: 'desc' }] }) // '-amount'
 */
export function sortOfLayout(layout: ListLayout | null, sortable?: ReadonlySet<string>): string {
  return (layout?.sort ?? [])
    .filter((s) => !sortable || sortable.has(s.colId))
    .map((s) => (s.sort === 'desc' ? `-${s.colId}` : s.colId))
    .join(',');
}
