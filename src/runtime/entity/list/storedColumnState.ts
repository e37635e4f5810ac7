import type { ColumnState } from 'ag-grid-community';

/** What is kept of a column between visits: order (array order), width (or flex), hidden, sort. */
export type StoredColumn = Pick<ColumnState, 'colId' | 'width' | 'flex' | 'hide' | 'sort' | 'sortIndex'>;

/** Per user and entity, so two people sharing a browser keep their own layouts. */
export function columnStateKey(userId: number | string, entityId: string): string {
  return `atrium.columns.${userId}.${entityId}`;
}

function isStoredColumn(value: unknown): value is StoredColumn {
  return typeof value === 'object' && value !== null && typeof (value as StoredColumn).colId === 'string';
}

/** The stored layout, or null when none (or when it is unreadable: the defaults are better than a crash). */
export function readColumnState(key: string): StoredColumn[] | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isStoredColumn) : null;
  } catch {
    return null;
  }
}

export function writeColumnState(key: string, state: readonly ColumnState[]): void {
  const kept: StoredColumn[] = state.map(({ colId, width, flex, hide, sort, sortIndex }) => ({
    colId,
    width,
    flex,
    hide,
    sort,
    sortIndex,
  }));
  try {
    window.localStorage.setItem(key, JSON.stringify(kept));
  } catch {
    // A full or disabled storage only loses the layout, never the screen.
  }
}
