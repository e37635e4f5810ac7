import { describe, expect, it } from 'vitest';
import type { EntityRow } from '../data/EntityRow';
import { cellsOf, cellWrite, EMPTY_VALUE, monthDays, shiftMonth } from './matrixGrid';

const row = (values: Record<string, unknown>) => ({ id: 1, version: 1, ...values }) as unknown as EntityRow;

describe('matrixGrid', () => {
  it('lists a month’s days, leap years included, and steps across years', () => {
    expect(monthDays('2028-02')).toHaveLength(29);
    expect(monthDays('2026-11')[29]).toBe('2026-11-30');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });

  it('finds each record by its row and day', () => {
    const cells = cellsOf(
      [row({ user_id: 7, work_date: '2026-11-02', shift_id: 3 })],
      'user_id',
      'work_date',
    );
    expect(cells.get('7:2026-11-02')?.shift_id).toBe(3);
    expect(cells.get('7:2026-11-03')).toBeUndefined();
  });

  it('turns a choice into a create, an update, a delete or nothing', () => {
    const record = row({ shift_id: 3 });
    expect(cellWrite(undefined, '3', true, 'shift_id')).toEqual({ kind: 'create', value: 3 });
    expect(cellWrite(undefined, EMPTY_VALUE, true, 'shift_id')).toEqual({ kind: 'create', value: null });
    expect(cellWrite(undefined, '', true, 'shift_id')).toEqual({ kind: 'none' });
    expect(cellWrite(record, '4', true, 'shift_id')).toEqual({ kind: 'update', value: 4 });
    expect(cellWrite(record, '3', true, 'shift_id')).toEqual({ kind: 'none' });
    expect(cellWrite(record, EMPTY_VALUE, true, 'shift_id')).toEqual({ kind: 'update', value: null });
    expect(cellWrite(record, '', true, 'shift_id')).toEqual({ kind: 'delete' });
  });
});
