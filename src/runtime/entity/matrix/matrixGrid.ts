import type { EntityRow } from '../data/EntityRow';

/** Every day of a month (`YYYY-MM`), as `YYYY-MM-DD`. @example monthDays('2026-02').length === 28 */
export function monthDays(month: string): string[] {
  const [year = 1970, index = 1] = month.split('-').map(Number);
  const count = new Date(Date.UTC(year, index, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/** The month before or after (`delta` months away). @example shiftMonth('2026-12', 1) === '2027-01' */
export function shiftMonth(month: string, delta: number): string {
  const [year = 1970, index = 1] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, index - 1 + delta, 1));
  return date.toISOString().slice(0, 7);
}

/** The key of a cell: its row's id and its day. */
export const cellKey = (rowId: number, day: string) => `${rowId}:${day}`;

/**
 * The records of a month by cell (`rowId:day`), from the calendar answer: one record per row
 * and day (the descriptor's uniqueTogether), so a later one never hides an earlier.
 * @example cellsOf(rows, 'user_id', 'work_date').get('7:2026-11-02')
 */
export function cellsOf(
  rows: readonly EntityRow[],
  rowField: string,
  dayField: string,
): Map<string, EntityRow> {
  const cells = new Map<string, EntityRow>();
  for (const row of rows) {
    const id = row[rowField];
    const day = row[dayField];
    if (typeof id === 'number' && typeof day === 'string') cells.set(cellKey(id, day.slice(0, 10)), row);
  }
  return cells;
}

/** What choosing an option in a cell does: nothing, add a record, change it, or remove it. */
export type CellWrite =
  | { kind: 'none' }
  | { kind: 'create'; value: string | number | null }
  | { kind: 'update'; value: string | number | null }
  | { kind: 'delete' };

/** The option meaning "a record without a value" (a day off), apart from "no record". */
export const EMPTY_VALUE = '__empty__';

/**
 * The write a cell's new choice asks for: `''` is no record (remove it), EMPTY_VALUE a record
 * without a value, anything else that value (ids of references as numbers).
 * @example cellWrite(undefined, '3', true) // { kind: 'create', value: 3 }
 */
export function cellWrite(
  record: EntityRow | undefined,
  choice: string,
  numeric: boolean,
  valueField = 'value',
): CellWrite {
  if (choice === '') return record ? { kind: 'delete' } : { kind: 'none' };
  const value = choice === EMPTY_VALUE ? null : numeric ? Number(choice) : choice;
  if (!record) return { kind: 'create', value };
  return record[valueField] === value ? { kind: 'none' } : { kind: 'update', value };
}
