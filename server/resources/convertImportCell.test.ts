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
});
