import { describe, expect, it } from 'vitest';
import { convertImportCell } from './convertImportCell';

describe('convertImportCell', () => {
  it('reads a time of day as written in a file or as a spreadsheet time cell', () => {
    const field = { type: 'string', title: 'as:x', format: 'time' } as const;
    expect(convertImportCell(field, '9:00')).toBe('09:00');
    expect(convertImportCell(field, '18:30:00')).toBe('18:30');
    // ExcelJS reads a time cell as an instant on 1899-12-30, its clock in UTC.
    expect(convertImportCell(field, '1899-12-30T22:15:00.000Z')).toBe('22:15');
    for (const text of ['24:00', '9', 'nine', '12:75'])
      expect(convertImportCell(field, text), text).toBeUndefined();
    expect(convertImportCell({ type: 'string', title: 'as:x' }, '9:00')).toBe('9:00');
  });

  it('reads a date-time without an offset on the organisation’s clock, and one with an offset as it says', () => {
    const field = { type: 'datetime', title: 'as:x' } as const;
    // A punch device's file, and a spreadsheet cell (its wall clock, parseImportFile).
    expect(convertImportCell(field, '2026-11-02 09:01', 'Asia/Taipei')).toBe('2026-11-02T01:01:00.000Z');
    expect(convertImportCell(field, '2026/11/2 9:01:30', 'Asia/Taipei')).toBe('2026-11-02T01:01:30.000Z');
    expect(convertImportCell(field, '2026-11-02T09:01:00', 'America/New_York')).toBe(
      '2026-11-02T14:01:00.000Z',
    );
    // An export read back names its instants.
    expect(convertImportCell(field, '2026-11-02T01:01:00.000Z', 'Asia/Taipei')).toBe(
      '2026-11-02T01:01:00.000Z',
    );
    expect(convertImportCell(field, '2026-11-02T09:01:00+08:00', 'UTC')).toBe('2026-11-02T01:01:00.000Z');
    for (const text of ['2026-11-02 25:00', 'yesterday', '2026-13-01 09:00'])
      expect(convertImportCell(field, text, 'Asia/Taipei'), text).toBeUndefined();
  });
});
